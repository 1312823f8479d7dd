import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { browserApiClient } from './app/lib/api/api-client';

// Components call the API with the browser's client; in tests it talks to a stubbed fetch at this origin.
browserApiClient.setConfig({ baseUrl: 'http://api.test' });

afterEach(() => {
  cleanup();
});
