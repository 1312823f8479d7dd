/** Where the API listens when API_URL is not set (shared with server.ts). */
export const DEFAULT_API_URL = 'http://localhost:3001';
