import { createContext } from 'react-router';
import type { ApiClient } from './api-client';

/** The API client of the current server request, created by the root middleware (api-client.server.ts). */
export const apiClientContext = createContext<ApiClient>();
