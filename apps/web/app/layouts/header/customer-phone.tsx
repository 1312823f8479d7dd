import { phoneHref } from '../../lib/site/site-links.util';
import { useSite } from '../../lib/site/site-provider';

export function CustomerPhone() {
  const { customerPhone } = useSite();
  return (
    <p className="phone">
      <span className="phone__label">Kundenservice</span>
      <a href={phoneHref(customerPhone)}>{customerPhone}</a>
    </p>
  );
}
