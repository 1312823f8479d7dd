import { SignInPage } from '../features/accounts';
import type { Route } from './+types/sign-in';
import { loadSignInPage, signInMeta } from './sign-in-route.util';
import { apiClientContext } from '../lib/api/api-client.context';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadSignInPage(context.get(apiClientContext), params, request);
}

export const meta = signInMeta;

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return <SignInPage page={loaderData} />;
}
