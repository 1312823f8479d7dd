import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installErrorCollector } from './features/errors';
import { installChunkReloadRecovery } from './lib/chunk-reload/chunk-reload.util';
import { installApiClientAuth } from './lib/session/api-client-auth';

// First, so errors of the rest of the start (and of hydration) are collected too.
installErrorCollector(window);
installChunkReloadRecovery(window);
installApiClientAuth(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
