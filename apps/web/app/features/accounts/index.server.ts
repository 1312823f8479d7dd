export {
  claimGuestOrdersWith,
  confirmRequestSigningIn,
  confirmToken,
  linkProblem,
  queryToken,
  tokenProblem,
} from './confirmation.server';
export { loadAccountUser } from './personal-data.server';
