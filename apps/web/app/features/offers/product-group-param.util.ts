import { type ProductGroup, productGroupByUrlName } from '@fuel/domain';
import { data } from 'react-router';

/** The product group of a `/{productGroup}/…` URL; any other segment is a 404. */
export function productGroupFromParam(param: string | undefined): ProductGroup {
  const group = param === undefined ? undefined : productGroupByUrlName(param);
  if (!group) throw data('Not Found', { status: 404 });
  return group;
}
