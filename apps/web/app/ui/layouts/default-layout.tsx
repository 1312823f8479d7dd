import { Outlet } from 'react-router';
import { ErrorPage } from '../../features/errors/error-page';
import { DefaultChrome } from './default-chrome';
import type { Route } from './+types/default-layout';

export default function DefaultLayout() {
  return (
    <DefaultChrome>
      <Outlet />
    </DefaultChrome>
  );
}

/** Errors of pages in this layout keep the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DefaultChrome>
      <ErrorPage error={error} />
    </DefaultChrome>
  );
}
