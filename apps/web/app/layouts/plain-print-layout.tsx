import { Outlet } from 'react-router';

/** No header, navigation or footer: documents meant to be printed, such as the terms. */
export default function PlainPrintLayout() {
  return (
    <main id="main" className="print-layout">
      <Outlet />
    </main>
  );
}
