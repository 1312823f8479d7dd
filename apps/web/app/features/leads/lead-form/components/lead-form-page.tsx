import { LEAD_CONFIRM_TTL_DAYS, canGoToStep, compareAnswers } from '@fuel/domain/leads';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../../../lib/api/api-client-provider';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Alert, Button, Skeleton } from '../../../../ui';
import type { SessionComparison } from '../../consumption-result.type';
import { consumptionCheckoutHref, guideHref } from '../../guide-links.util';
import type { LeadGuide } from '../../guide.type';
import { useConsumptionResult } from '../../hooks/use-consumption-result';
import { useStoredGuide } from '../../hooks/use-stored-guide';
import { partnerAvailabilityQuery } from '../../queries';
import type { LeadFormActionData } from '../lead-request.util';
import { LeadForm } from './lead-form';
import { LeadSummary } from './lead-summary';
import styles from './lead-form-page.module.css';

export type LeadFormPageData =
  | { readonly state: 'sent' }
  | {
      readonly state: 'form';
      readonly guide: LeadGuide;
      readonly session: SessionComparison;
      readonly attemptKey: string;
    };

interface LeadFormPageProps {
  readonly data: LeadFormPageData;
  readonly result: LeadFormActionData | undefined;
}

/**
 * `/leads/lead-formular` (issue #14 point 6): the request for a modernisation offer with the household's
 * comparison, only where the partner serves its postal code; after sending, the double opt-in's next step.
 */
export function LeadFormPage({ data, result }: LeadFormPageProps) {
  if (data.state === 'sent') return <LeadRequestSent />;
  return (
    <LeadRequest
      guide={data.guide}
      session={data.session}
      attemptKey={result?.attemptKey ?? data.attemptKey}
      result={result}
    />
  );
}

interface LeadRequestProps {
  readonly guide: LeadGuide;
  readonly session: SessionComparison;
  readonly attemptKey: string;
  readonly result: LeadFormActionData | undefined;
}

function LeadRequest({ guide, session, attemptKey, result }: LeadRequestProps) {
  const site = useSite();
  const api = useApiClient();
  const consumption = useConsumptionResult(guide, session);
  const stored = useStoredGuide(guide);
  // The browser's answers go with the form when they are complete; else the session's are used.
  const storedValues = stored.state?.stepValues;
  const storedAnswers =
    storedValues && canGoToStep(guide.Steps, storedValues, guide.Steps.length + 1) === 'finished'
      ? JSON.stringify(compareAnswers(guide.Steps, storedValues))
      : undefined;
  const zipCode = consumption?.zipCode;
  // The server checked the session's postal code; one the browser kept is checked here (shared with the result).
  const checkedOnServer = session.state === 'compared' && session.zipCode === zipCode;
  const check = useQuery({
    ...partnerAvailabilityQuery(api, site.countryId, zipCode ?? ''),
    enabled: !checkedOnServer && zipCode !== undefined,
  });
  // Undefined while the check runs; a failed check offers no transfer (spec 1 §8), as the result page does.
  const served = checkedOnServer
    ? session.partnerAvailable
    : check.isError
      ? false
      : check.data && check.data.IsSuccess && check.data.Payload === true;

  if (!consumption || (session.state !== 'compared' && !storedAnswers)) {
    return (
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          <h1>Zuerst Ihr Verbrauchsvergleich</h1>
          <p className={styles.lead}>
            Das Angebot zur Heizungsmodernisierung baut auf Ihren Angaben aus dem Heizöl-Verbrauchsvergleich
            auf. Beantworten Sie dort ein paar Fragen zu Haus, Heizung und Verbrauch.
          </p>
        </header>
        <Button asChild>
          <Link to={guideHref(site)}>Zum Verbrauchsvergleich</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        {/* A soft hyphen: the word is wider than a phone at heading size (browsers hyphenate German rarely). */}
        <h1>Angebot zur Heizungs&shy;modernisierung</h1>
        <p className={styles.lead}>
          Unser Partner für Heizungsmodernisierung meldet sich bei Ihnen und macht Ihnen ein unverbindliches
          Angebot – passend zu Ihrem Haus und Ihrem Verbrauch.
        </p>
      </header>
      {served === false ? (
        <Alert tone="info" title="Leider kein Angebot an Ihrem Ort" className={styles.unserved}>
          <p>
            {`Für die Postleitzahl ${zipCode ?? ''} kann unser Modernisierungspartner Ihnen leider kein Angebot machen.`}
          </p>
          <p>
            <Link to={consumptionCheckoutHref(site)}>Zurück zu Ihrem Ergebnis</Link>
          </p>
        </Alert>
      ) : (
        <div className={styles.layout}>
          <LeadSummary comparison={consumption.comparison} zipCode={zipCode} />
          {served === undefined ? (
            <div className={styles.form} aria-busy="true">
              <p role="status">Wir prüfen, ob unser Partner an Ihrem Ort tätig ist …</p>
              <Skeleton shape="block" height="20rem" />
            </div>
          ) : (
            <LeadForm attemptKey={attemptKey} answers={storedAnswers} zipCode={zipCode} result={result} />
          )}
        </div>
      )}
    </div>
  );
}

/** After sending: the mail to confirm, and what happens then. */
function LeadRequestSent() {
  const site = useSite();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>Fast geschafft: bitte bestätigen Sie Ihre E-Mail-Adresse</h1>
        <p className={styles.lead}>
          Wir haben Ihnen eine E-Mail mit einem Bestätigungslink geschickt. Erst wenn Sie ihn angeklickt
          haben, geht Ihre Anfrage an unseren Modernisierungspartner.
        </p>
      </header>
      <section className={styles.next} aria-labelledby="lead-next-steps">
        <h2 id="lead-next-steps">So geht es weiter</h2>
        <ol>
          <li>
            {`Öffnen Sie die E-Mail „Bitte bestätigen Sie Ihre Anfrage zur Heizungsmodernisierung“ und klicken Sie auf „Anfrage bestätigen“. Der Link ist ${LEAD_CONFIRM_TTL_DAYS} Tage gültig.`}
          </li>
          <li>
            Danach geben wir Ihre Kontaktdaten, Ihre Antworten und Ihr Ergebnis an unseren Partner weiter.
          </li>
          <li>
            Der Partner meldet sich zu Ihrer Wunschzeit per Telefon oder E-Mail mit einem unverbindlichen
            Angebot.
          </li>
        </ol>
        <p className={styles.hint}>
          Keine E-Mail bekommen? Bitte sehen Sie auch im Spam-Ordner nach. Ohne Bestätigung geben wir nichts
          weiter.
        </p>
      </section>
      <p className={styles.actions}>
        <Button asChild>
          <Link to={consumptionCheckoutHref(site)}>Zurück zu Ihrem Ergebnis</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={siteHref(site, '/')}>Zur Startseite</Link>
        </Button>
      </p>
    </div>
  );
}
