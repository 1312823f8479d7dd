import { toastStore } from '../../ui/toast/toast-store';
import { LEGACY_AUTH_COOKIE_NAME, SESSION_CHANNEL_NAME } from './auth-cookie.constant';
import type { ApiClient } from '../api/api-client';
import { sessionApiOf } from './session-api';
import { SessionController, type SessionNotice } from './session-controller';
import { SESSION_TEXTS } from './session-texts.constant';

function showNotice(notice: SessionNotice): void {
  if (notice === 'loggedOut') toastStore.show('success', SESSION_TEXTS.loggedOut);
  else toastStore.show('warning', SESSION_TEXTS.expired);
}

/** The session controller of this browser tab, wired to cookies, toasts and the other tabs. */
export function createBrowserSession(api: ApiClient) {
  let channel: BroadcastChannel | undefined;
  let afterEnd: () => void = () => undefined;
  const controller = new SessionController({
    api: sessionApiOf(api),
    cookies: () => document.cookie,
    nowMs: () => Date.now(),
    random: Math.random,
    reload: () => window.location.reload(),
    ended: (notice) => {
      showNotice(notice);
      afterEnd();
    },
    log: (message, detail) => console.warn(message, detail),
    broadcast: (userId) => channel?.postMessage({ userId }),
    forgetLegacyAuthCookie: () => {
      document.cookie = `${LEGACY_AUTH_COOKIE_NAME}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
    },
  });

  /** `onEnd` runs after a logout or expiry. */
  function setOnEnd(onEnd: () => void): void {
    afterEnd = onEnd;
  }

  /** Starts the timers and the channel. Returns the cleanup. */
  function connect(): () => void {
    controller.start();
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
      channel.onmessage = (event: MessageEvent<{ userId?: number | null }>) =>
        controller.userChangedElsewhere(event.data.userId ?? null);
    }
    return () => {
      controller.stop();
      channel?.close();
      channel = undefined;
    };
  }

  return { controller, connect, setOnEnd };
}
