// The content module's public surface: only its Nest module (no other module uses its services).
export { ContentModule } from './content.module.js';
