import type { SupportLeadDetailsOutput } from '@fuel/api-client';
import { countryById, formatPercent, formatQuantity, formatShortDateTime } from '@fuel/domain';
import {
  CONSUMPTION_RATING_LABELS,
  PREFERRED_CONTACT_TIMES,
  PREFERRED_CONTACT_TIME_LABELS,
} from '@fuel/domain/leads';
import { Form, Link, useNavigation } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Button, Card } from '../../../../ui';
import { FactList, PageMessages } from '../../../back-office';
import { formatKwhPerSquareMetre, formatLitres } from '../../comparison-format.util';
import type { LeadGuide } from '../../guide.type';
import { labelledAnswers } from '../lead-answers.util';
import { DELETE_STEP_QUERY, SUPPORT_LEADS_PATH, supportLeadPath } from '../support-lead-paths.constant';
import { LeadStatusBadge } from './lead-status-badge';
import styles from './support-leads.module.css';

interface SupportLeadPageProps {
  readonly lead: SupportLeadDetailsOutput;
  /** The guide of the answers' questions; null when it could not be loaded (the keys are shown then). */
  readonly guide: LeadGuide | null;
  readonly confirmDelete: boolean;
  /** Why the deletion failed. */
  readonly error: string | undefined;
}

function contactTimeLabel(value: string): string {
  const time = PREFERRED_CONTACT_TIMES.find((candidate) => candidate === value);
  return time ? PREFERRED_CONTACT_TIME_LABELS[time] : value;
}

/**
 * `/support/leads/{leadId}`: everything stored of one request — contact, the guide's answers with their
 * questions, the result, the consent as shown — its way to the partner, and the deletion on the household's
 * request (a confirmation step of its own, so it works without JavaScript).
 */
export function SupportLeadPage({ lead, guide, confirmDelete, error }: SupportLeadPageProps) {
  const site = useSite();
  const navigation = useNavigation();
  const at = (value: string | null) => (value ? formatShortDateTime(value, lead.countryId) : '–');
  // Without the salutation: 'Anfrage von Herr …' would need the dative.
  const name = `${lead.firstName} ${lead.lastName}`;
  const { code } = countryById(lead.countryId);
  const { result } = lead;
  return (
    <>
      <p>
        <Link to={siteHref(site, SUPPORT_LEADS_PATH)}>Zur Leadliste</Link>
      </p>
      <h1>Anfrage von {name}</h1>
      <p className={styles.status}>
        Eingegangen am {at(lead.createdAt)} auf {countryById(lead.countryId).name}{' '}
        <LeadStatusBadge status={lead.transferStatus} />
      </p>
      <PageMessages error={error} />

      {confirmDelete && (
        <Card title="Anfrage wirklich löschen?" className={styles.danger}>
          <p>
            Die Anfrage von {name} mit Kontaktdaten, Antworten, Ergebnis und Einwilligung wird endgültig
            gelöscht. Das Protokoll vermerkt nur, wer sie wann gelöscht hat.
          </p>
          <Form method="post" className={styles.actions}>
            <Button type="submit" loading={navigation.state === 'submitting'} loadingText="Wird gelöscht …">
              Endgültig löschen
            </Button>
            <Button asChild variant="secondary">
              <Link to={siteHref(site, supportLeadPath(lead.id))}>Abbrechen</Link>
            </Button>
          </Form>
        </Card>
      )}

      <div className={styles.cards}>
        <Card title="Kontakt">
          <FactList
            rows={[
              ['E-Mail', lead.email],
              ['Telefon', lead.phone],
              ['Postleitzahl', lead.zipCode],
              ['Erreichbar', contactTimeLabel(lead.preferredContactTime)],
              ['Nachricht', lead.message ? <span className={styles.text}>{lead.message}</span> : '–'],
            ]}
          />
        </Card>
        <Card title="Ergebnis des Vergleichs">
          <FactList
            rows={[
              ['Einstufung', CONSUMPTION_RATING_LABELS[result.rating]],
              ['Heizöl im Jahr', formatLitres(result.consumptionLitres, code)],
              ['Verbrauch pro m²', formatKwhPerSquareMetre(result.kwhPerSquareMetre, code)],
              [
                'Vergleichbare Haushalte mit weniger Verbrauch',
                formatPercent(result.percentile, lead.countryId),
              ],
              [
                'Einsparung bis zum Mittelwert',
                `${formatQuantity(result.savingToMedianLitres, lead.countryId)} Liter im Jahr`,
              ],
            ]}
          />
        </Card>
        <Card title="Antworten">
          <FactList
            rows={labelledAnswers(lead.answers, guide, lead.countryId).map(
              (answer) => [answer.label, answer.value] as const,
            )}
          />
        </Card>
        <Card title="Übermittlung an den Partner">
          <FactList
            rows={[
              ['Status', <LeadStatusBadge key="status" status={lead.transferStatus} />],
              ['E-Mail bestätigt', at(lead.confirmedAt)],
              ['Versuche', String(lead.transferAttempts)],
              ['Nächster Versuch', at(lead.nextTransferAt)],
              ['Letzter Fehler', lead.lastTransferError ?? '–'],
              ['Übermittelt', at(lead.transferredAt)],
              ['Referenz des Partners', lead.partnerReference ?? '–'],
            ]}
          />
        </Card>
      </div>

      <Card title="Einwilligung" className={styles.section}>
        <blockquote className={styles.consent}>{lead.consentText}</blockquote>
        <FactList
          rows={[
            ['Version', lead.consentVersion],
            ['Erteilt am', at(lead.consentedAt)],
          ]}
        />
      </Card>

      {!confirmDelete && (
        <Card title="Löschen" className={styles.section}>
          <p>Auf Wunsch des Kunden löschen Sie die Anfrage mit allen Angaben.</p>
          <Button asChild variant="secondary">
            <Link to={`${siteHref(site, supportLeadPath(lead.id))}?${DELETE_STEP_QUERY}=1`}>
              Löschen (auf Wunsch des Kunden)
            </Link>
          </Button>
        </Card>
      )}
    </>
  );
}
