/** The back office's calculator parameter screen (offers capability). */
export { ParametersPage } from './parameters-page';
export type { ParametersActionResult } from './parameters.server';
