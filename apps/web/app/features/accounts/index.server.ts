export {
  claimGuestOrdersWith,
  confirmRequestSigningIn,
  confirmToken,
  linkProblem,
  queryToken,
  tokenProblem,
} from './confirmation.server';
export { loadAccountUser, personalDataAction } from './personal-data.server';
export { dehydratedAddressOptions } from './address-options.server';
export { signInAction } from './sign-in.server';
export { setPasswordAction } from './set-password.server';
export { visitorAddress, visitorHeaders } from './account-action.server';
export { loadSupportUser, loadUserSearch, supportUserAction } from './support/support-users.server';
