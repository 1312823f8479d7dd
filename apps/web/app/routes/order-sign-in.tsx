import { SignInPage } from '../features/accounts/components/sign-in-page';
import type { Route } from './+types/order-sign-in';
import { loadSignInPage, signInMeta } from './sign-in-route.util';

export function loader({ params, request }: Route.LoaderArgs) {
  return loadSignInPage(params, request);
}

export const meta = signInMeta;

export default function OrderSignIn({ loaderData }: Route.ComponentProps) {
  return <SignInPage page={loaderData} />;
}
