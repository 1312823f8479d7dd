import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { isAbsoluteHref } from './site-links.util';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { readonly href: string };

/** A link to a page of any site: client-side within this host, a full page load to another site's domain. */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  return isAbsoluteHref(href) ? <a href={href} {...props} /> : <Link to={href} {...props} />;
}
