// The location module's public surface: what other modules may import from it.
export { LocationModule } from './location.module.js';
export { PlaceDirectory } from './place-directory.service.js';
export type { CountryState, Place, Town } from './location.repository.js';
