import {
  LEAD_CONSENT_TEXTS,
  LEAD_CONSENT_VERSION,
  LEAD_SALUTATIONS,
  PREFERRED_CONTACT_TIMES,
  PREFERRED_CONTACT_TIME_LABELS,
} from '@fuel/domain/leads';
import { Form, Link, useNavigation } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Alert, Button, Checkbox, Field, RadioGroup, Select, TextInput } from '../../../../ui';
import { consumptionCheckoutHref, guideHref } from '../../guide-links.util';
import { LEAD_FORM_FIELDS as F, LEAD_MESSAGE_MAX_LENGTH } from '../lead-form-fields.constant';
import type { LeadFormActionData } from '../lead-request.util';
import styles from './lead-form-page.module.css';

const SALUTATION_OPTIONS = LEAD_SALUTATIONS.map((salutation) => ({ value: salutation, label: salutation }));
const CONTACT_TIME_OPTIONS = PREFERRED_CONTACT_TIMES.map((time) => ({
  value: time,
  label: PREFERRED_CONTACT_TIME_LABELS[time],
}));

interface LeadFormProps {
  /** The Idempotency-Key of this attempt. */
  readonly attemptKey: string;
  /** The browser's stored answers as JSON; absent where the session holds them. */
  readonly answers: string | undefined;
  /** The guide's postal code: the form's default. */
  readonly zipCode: string | undefined;
  /** The action's answer to the last post. */
  readonly result: LeadFormActionData | undefined;
}

/**
 * The request for a modernisation offer: contact data, when to call, the consent in full with its version.
 * It posts to the route's action (works without JavaScript); the API's German reasons come back per field.
 */
export function LeadForm({ attemptKey, answers, zipCode, result }: LeadFormProps) {
  const site = useSite();
  const navigation = useNavigation();
  // Submitting and, once sent, loading the page that follows.
  const sending = navigation.formData !== undefined;
  const errors = result?.errors ?? {};
  const value = (name: string) => result?.values[name];
  const postedZipCode = value(F.zipCode);
  return (
    <Form method="post" noValidate aria-label="Angebot anfordern" className={styles.form}>
      <input type="hidden" name={F.attemptKey} value={attemptKey} />
      <input type="hidden" name={F.consentVersion} value={LEAD_CONSENT_VERSION} />
      {answers && <input type="hidden" name={F.answers} value={answers} />}

      <h2 className={styles.formTitle}>Ihre Kontaktdaten</h2>
      <div className={styles.columns}>
        <Field label="Anrede" error={errors[F.salutation]}>
          <Select
            name={F.salutation}
            defaultValue={value(F.salutation) ?? ''}
            placeholder="Keine Angabe"
            options={SALUTATION_OPTIONS}
          />
        </Field>
      </div>
      <div className={styles.columns}>
        <Field label="Vorname" required error={errors[F.firstName]}>
          <TextInput
            name={F.firstName}
            defaultValue={value(F.firstName)}
            autoComplete="given-name"
            maxLength={100}
          />
        </Field>
        <Field label="Nachname" required error={errors[F.lastName]}>
          <TextInput
            name={F.lastName}
            defaultValue={value(F.lastName)}
            autoComplete="family-name"
            maxLength={100}
          />
        </Field>
        <Field label="E-Mail-Adresse" required error={errors[F.email]} hint="Für den Bestätigungslink.">
          <TextInput
            name={F.email}
            type="email"
            defaultValue={value(F.email)}
            autoComplete="email"
            maxLength={254}
          />
        </Field>
        <Field label="Telefon" required error={errors[F.phone]}>
          <TextInput
            name={F.phone}
            type="tel"
            defaultValue={value(F.phone)}
            autoComplete="tel"
            maxLength={31}
          />
        </Field>
        <Field label="Postleitzahl" required error={errors[F.zipCode]}>
          {/* The guide's postal code arrives from local storage after the first paint: a new default then. */}
          <TextInput
            key={postedZipCode ?? zipCode}
            name={F.zipCode}
            defaultValue={postedZipCode ?? zipCode}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
          />
        </Field>
      </div>

      <RadioGroup
        name={F.contactTime}
        legend="Wann erreichen wir Sie am besten?"
        options={CONTACT_TIME_OPTIONS}
        defaultValue={value(F.contactTime) ?? 'egal'}
        error={errors[F.contactTime]}
        className={styles.group}
      />

      <div className={styles.message}>
        <label htmlFor="lead-message">Ihre Nachricht (optional)</label>
        <textarea
          id="lead-message"
          name={F.message}
          rows={4}
          maxLength={LEAD_MESSAGE_MAX_LENGTH}
          defaultValue={value(F.message)}
          aria-invalid={errors[F.message] ? true : undefined}
          aria-describedby={errors[F.message] ? 'lead-message-error' : undefined}
        />
        {errors[F.message] && (
          <p id="lead-message-error" className={styles.fieldError}>
            {errors[F.message]}
          </p>
        )}
      </div>

      <Checkbox
        name={F.consent}
        defaultChecked={value(F.consent) === 'on'}
        label={LEAD_CONSENT_TEXTS[LEAD_CONSENT_VERSION]}
        hint={
          <>
            Mehr dazu in unserer <Link to={siteHref(site, '/datenschutz')}>Datenschutzerklärung</Link>.
          </>
        }
        error={errors[F.consent]}
        className={styles.consent}
      />

      {result?.formError && (
        <Alert tone="error" live className={styles.formError}>
          <p>{result.formError}</p>
          {result.way === 'result' && (
            <p>
              <Link to={consumptionCheckoutHref(site)}>Zurück zu Ihrem Ergebnis</Link>
            </p>
          )}
          {result.way === 'guide' && (
            <p>
              <Link to={guideHref(site)}>Zum Verbrauchsvergleich</Link>
            </p>
          )}
        </Alert>
      )}

      <Button type="submit" loading={sending} loadingText="Wird gesendet …">
        Angebot anfordern
      </Button>
    </Form>
  );
}
