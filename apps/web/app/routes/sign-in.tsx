import { HydrationBoundary } from '@tanstack/react-query';
import { SignInPage, accountsStylesHref } from '../features/accounts';
import type { Route } from './+types/sign-in';
import { loadSignInPage, signInRouteAction } from './sign-in-route.server';
import { signInMeta } from './sign-in-route.util';

export function loader(args: Route.LoaderArgs) {
  return loadSignInPage(args);
}

export function action(args: Route.ActionArgs) {
  return signInRouteAction(args);
}

export const meta = signInMeta;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountsStylesHref }];

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SignInPage page={loaderData.page} />
    </HydrationBoundary>
  );
}
