// The health module's public surface: only its Nest module (no other module uses its services).
export { HealthModule } from './health.module.js';
