import { phoneHref } from '../../features/site/site-links.util';
import { useSite } from '../../features/site/site-provider';

export function CustomerPhone() {
  const { customerPhone } = useSite();
  return (
    <p className="phone">
      <span className="phone__label">Kundenservice</span>
      <a href={phoneHref(customerPhone)}>{customerPhone}</a>
    </p>
  );
}
