import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReloadRecovery } from './lib/chunk-reload/chunk-reload.util';
import { installApiClientAuth } from './lib/session/api-client-auth';

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
