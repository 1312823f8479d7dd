import { CompactCalculatorBar } from '../features/offers';
import { ErrorPage } from '../lib/errors/error-page';
import { DefaultChrome } from './default-chrome';

/** Errors of the root and of the default layout's pages: header and footer, and the compact calculator. */
export function DefaultErrorPage({ error }: { error: unknown }) {
  return (
    <DefaultChrome>
      <ErrorPage error={error} search={<CompactCalculatorBar />} />
    </DefaultChrome>
  );
}
