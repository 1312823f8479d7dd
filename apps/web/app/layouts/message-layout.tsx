import { Outlet } from 'react-router';
import { SlimHeader } from './header/slim-header';
import { SkipLink } from './default-chrome';

/** A single centred card, for confirmations and short messages. */
export default function MessageLayout() {
  return (
    <>
      <SkipLink />
      <SlimHeader />
      <main id="main" className="site-main message-layout" tabIndex={-1}>
        <div className="message-card">
          <Outlet />
        </div>
      </main>
    </>
  );
}
