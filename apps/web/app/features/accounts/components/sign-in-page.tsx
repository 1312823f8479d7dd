import { Link, useLocation } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { ACCOUNT_PATHS } from '../account-paths.constant';
import type { SignInPageData } from '../sign-in-page.util';
import type { SignInMode } from '../sign-in-variant.util';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const TABS: readonly { mode: SignInMode; label: string }[] = [
  { mode: 'login', label: 'Anmelden' },
  { mode: 'register', label: 'Registrieren' },
];

/** Tabs Anmelden / Registrieren; the mode is part of the path, the query (ReturnUrl …) is kept. */
export function SignInPage({ page }: { page: SignInPageData }) {
  const site = useSite();
  const { search } = useLocation();
  const base = page.productGroup ? `${ACCOUNT_PATHS.orderSignIn}/${page.productGroup}` : ACCOUNT_PATHS.signIn;
  return (
    <section className={`account-page sign-in sign-in--${page.variant}`} aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{page.mode === 'login' ? 'Anmelden' : 'Registrieren'}</h1>
      <nav className="account-tabs" aria-label="Anmelden oder registrieren">
        {TABS.map((tab) => (
          <Link
            key={tab.mode}
            to={`${siteHref(site, `${base}/${tab.mode}/${page.variant}`)}${search}`}
            aria-current={tab.mode === page.mode ? 'page' : undefined}
            replace
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {page.mode === 'login' ? <LoginForm page={page} /> : <RegisterForm page={page} />}
    </section>
  );
}
