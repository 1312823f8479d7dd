import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReloadRecovery } from './features/chunk-reload/chunk-reload.util';
import { installApiClientAuth } from './features/session/api-client-auth';

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
