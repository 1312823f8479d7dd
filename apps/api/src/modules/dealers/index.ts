// The dealers module's public surface: what other modules may import from it.
export { DealersModule } from './dealers.module.js';
export { DealerDirectory } from './dealer-directory.service.js';
export { DealerOrderFigures } from './dealer-order-figures.port.js';
