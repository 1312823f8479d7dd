import { Link, useLocation } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { ACCOUNT_PATHS } from '../account-paths.constant';
import type { SignInPageData } from '../sign-in-page.util';
import type { SignInMode } from '../sign-in-variant.util';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import styles from './account-page.module.css';

type SignInChoice = SignInMode | 'guest';

interface Choice {
  readonly choice: SignInChoice;
  readonly label: string;
  /** One line under the label: whom the choice is for. */
  readonly detail: string;
}

const ACCOUNT_CHOICES: readonly Choice[] = [
  { choice: 'login', label: 'Anmelden', detail: 'Sie haben bereits ein Kundenkonto.' },
  { choice: 'register', label: 'Registrieren', detail: 'Neues Kundenkonto mit Bestellübersicht.' },
];

/** Within an order the guest checkout is a choice of its own, beside signing in and registering. */
const ORDER_CHOICES: readonly Choice[] = [
  ...ACCOUNT_CHOICES,
  { choice: 'guest', label: 'Als Gast bestellen', detail: 'Ohne Kundenkonto, nur mit Ihrer E-Mail-Adresse.' },
];

const HEADINGS: Readonly<Record<SignInChoice, string>> = {
  login: 'Anmelden',
  register: 'Registrieren',
  guest: 'Als Gast bestellen',
};

/**
 * The sign-in page: Anmelden and Registrieren, within an order also Als Gast bestellen, as links (the mode is
 * part of the path, the guest choice the `Gast=true` flag; the query with ReturnUrl is kept), so the
 * choice works without JavaScript; below it the chosen form.
 */
export function SignInPage({ page }: { page: SignInPageData }) {
  const site = useSite();
  const { search } = useLocation();
  const forOrder = page.productGroup !== undefined;
  const current: SignInChoice = page.guest ? 'guest' : page.mode;
  const base = forOrder ? `${ACCOUNT_PATHS.orderSignIn}/${page.productGroup}` : ACCOUNT_PATHS.signIn;
  const hrefOf = (choice: SignInChoice) => {
    const query = new URLSearchParams(search);
    query.delete('Gast');
    if (choice === 'guest') query.set('Gast', 'true');
    const mode = choice === 'login' ? 'login' : 'register';
    const rest = query.toString();
    return `${siteHref(site, `${base}/${mode}/${page.variant}`)}${rest ? `?${rest}` : ''}`;
  };
  return (
    <section className={`${styles.page} sign-in sign-in--${page.variant}`} aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{forOrder ? 'Wie möchten Sie bestellen?' : HEADINGS[current]}</h1>
      <nav className="sign-in-choices" aria-label={forOrder ? 'Bestellen als' : 'Anmelden oder registrieren'}>
        <ul>
          {(forOrder ? ORDER_CHOICES : ACCOUNT_CHOICES).map(({ choice, label, detail }) => (
            <li key={choice}>
              <Link
                to={hrefOf(choice)}
                className="sign-in-choice"
                aria-current={choice === current ? 'page' : undefined}
                replace
                preventScrollReset
              >
                <span className="sign-in-choice__label">{label}</span>
                <span className="sign-in-choice__detail">{detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sign-in-form">
        {forOrder && <h2>{HEADINGS[current]}</h2>}
        {current === 'login' ? (
          <LoginForm />
        ) : (
          <RegisterForm key={current} page={page} asGuest={current === 'guest'} />
        )}
      </div>
    </section>
  );
}
