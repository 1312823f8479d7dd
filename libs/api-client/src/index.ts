// The only way the web talks to the API: types, SDK functions and TanStack Query options generated from openapi.json.
export * from './generated/index.js';
export * from './generated/@tanstack/react-query.gen.js';
export { client } from './generated/client.gen.js';
export { createClient } from './generated/client/index.js';
