import { BRAND_NAME } from '../ui/brand.constant';

/** Head of the sign-in routes (standalone and within an order); their loader and action are in sign-in-route.server. */
export function signInMeta() {
  return [{ title: `Anmelden | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}
