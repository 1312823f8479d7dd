import type { SignInOutput } from '@fuel/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionActions } from '../../../lib/session/use-session-actions';
import { useSite } from '../../../lib/site/site-provider';
import { redirectAfterLogin } from '../login-redirect.util';
import type { SignInPageData } from '../sign-in-page.util';

/** After a sign-in or registration: dealers go to their redirectUrl, everybody else per the redirect rules. */
export function useCompleteSignIn(page: SignInPageData) {
  const site = useSite();
  const navigate = useNavigate();
  const { signedIn } = useSessionActions();
  return useCallback(
    (result: SignInOutput) => {
      if (result.redirectUrl) {
        window.location.assign(result.redirectUrl);
        return;
      }
      if (result.token) signedIn(result.token);
      void navigate(redirectAfterLogin({ basePath: site.basePath, ...page }));
    },
    [navigate, page, signedIn, site.basePath],
  );
}
