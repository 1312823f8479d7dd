import type { AdvertRowOutput, CampaignOutput, SlotRowOutput } from '@fuel/api-client';
import { countryByCode } from '@fuel/domain';
import {
  AD_LIMITS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_STATUS_NAMES,
  CAMPAIGN_TYPE_IDS,
  CAMPAIGN_TYPE_NAMES,
} from '@fuel/domain/ads';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { Card, CheckboxGroup, Field, Select, TextArea, TextInput } from '../../../../ui';
import { PageMessages, SiteCheckboxes } from '../../../back-office';
import { slotDescription } from '../../slots-admin/slot-format.util';
import styles from '../../slots-admin/components/ad-admin.module.css';
import { DeleteForm, SaveButton } from '../../slots-admin/components/record-form-buttons';
import {
  type CampaignFieldErrors,
  type CampaignFormValues,
  type ZipFeedback,
  campaignFormValues,
  zipTargetsFeedback,
} from '../campaign-form.util';
import { CAMPAIGNS_PATH } from '../campaigns-paths.constant';
import { CampaignFigures } from './campaign-figures';
import { CampaignPhaseBadge } from './campaign-phase-badge';

interface CampaignEditPageProps {
  /** Null for a new campaign. */
  readonly campaignId: number | null;
  readonly values: CampaignFormValues;
  /** The saved campaign (phase, figures); null for a new one. */
  readonly campaign: CampaignOutput | null;
  readonly adverts: readonly AdvertRowOutput[];
  readonly slots: readonly SlotRowOutput[];
  readonly notice: string | null;
  readonly error: string | null;
  readonly fieldErrors: CampaignFieldErrors;
}

/**
 * `/support/campaigns/{campaignId|create}`: a campaign's kind, status, period, sites, postal codes, weight,
 * cap, adverts and slots, and its figures. A plain form: every field posts without JavaScript; with it, the
 * postal codes say how they are read while typing.
 */
export function CampaignEditPage({
  campaignId,
  values,
  campaign,
  adverts,
  slots,
  notice,
  error,
  fieldErrors,
}: CampaignEditPageProps) {
  const site = useSite();
  // What the browser read while typing, for the values it was typed over (a new load starts afresh).
  const [typed, setTyped] = useState<{ values: CampaignFormValues; zip: ZipFeedback } | null>(null);
  const zip = typed?.values === values ? typed.zip : zipTargetsFeedback(values);
  const zipHint = `${zip.text}${zip.invalid.length > 0 ? ` Nicht lesbar: ${zip.invalid.join(', ')}.` : ''}`;
  return (
    <>
      <p>
        <Link to={siteHref(site, CAMPAIGNS_PATH)}>Zurück zu den Kampagnen</Link>
      </p>
      <div className={styles.heading}>
        <h1>{campaign ? campaign.name : 'Neue Kampagne'}</h1>
        {campaign && <CampaignPhaseBadge phase={campaign.phase} />}
      </div>
      <PageMessages notice={notice} error={error} />
      <Form
        method="post"
        className={styles.form}
        key={JSON.stringify(values)}
        aria-label="Kampagne"
        onChange={(event) =>
          setTyped({ values, zip: zipTargetsFeedback(campaignFormValues(new FormData(event.currentTarget))) })
        }
      >
        <Card title="Kampagne" headingLevel={2}>
          <Field label="Name" required error={fieldErrors.name}>
            <TextInput name="name" defaultValue={values.name} maxLength={AD_LIMITS.name} />
          </Field>
          <div className={styles.row}>
            <Field
              label="Art"
              hint="Bezahlte teilen sich einen Platz nach Gewicht; Hauskampagnen füllen ihn sonst."
              error={fieldErrors.campaignTypeId}
            >
              <Select
                name="campaignTypeId"
                defaultValue={String(values.campaignTypeId)}
                options={CAMPAIGN_TYPE_IDS.map((id) => ({
                  value: String(id),
                  label: CAMPAIGN_TYPE_NAMES[id],
                }))}
              />
            </Field>
            <Field
              label="Status"
              hint="Nur aktive Kampagnen laufen, und nur in ihrem Zeitraum."
              error={fieldErrors.status}
            >
              <Select
                name="status"
                defaultValue={values.status}
                options={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: CAMPAIGN_STATUS_NAMES[s] }))}
              />
            </Field>
          </div>
        </Card>
        <Card title="Zeitraum" headingLevel={2}>
          <div className={styles.row}>
            <Field
              label="Beginn"
              required
              hint={`Ortszeit ${countryByCode(site.code).nameInSentence}.`}
              error={fieldErrors.startsAt}
            >
              <TextInput type="datetime-local" name="startsAt" defaultValue={values.startsAt} />
            </Field>
            <Field label="Ende" hint="Leer: bis sie pausiert wird." error={fieldErrors.endsAt}>
              <TextInput type="datetime-local" name="endsAt" defaultValue={values.endsAt} />
            </Field>
          </div>
        </Card>
        <Card title="Ausspielung" headingLevel={2}>
          <SiteCheckboxes checked={values.countryIds} error={fieldErrors.countryIds} />
          <Field
            label="Postleitzahlen"
            hint={`Postleitzahlen oder ihre Anfänge (80 für alle 80…), getrennt durch Kommas oder Zeilen; leer: alle. Sie wirken auf Werbeplätze, die nach Postleitzahl filtern. ${zipHint}`}
            error={fieldErrors.zipTargets}
          >
            <TextArea name="zipTargets" defaultValue={values.zipTargets} rows={3} maxLength={5000} />
          </Field>
          <div className={styles.row}>
            <Field
              label="Gewicht"
              hint={`0 bis ${AD_LIMITS.weightMax}: der Anteil unter den bezahlten Kampagnen eines Platzes; 0 zeigt sie nie.`}
              error={fieldErrors.weight}
            >
              <TextInput name="weight" inputMode="numeric" defaultValue={values.weight} maxLength={6} />
            </Field>
            <Field
              label="Impressionen je Tag höchstens"
              hint="Leer: keine Obergrenze."
              error={fieldErrors.dailyImpressionCap}
            >
              <TextInput
                name="dailyImpressionCap"
                inputMode="numeric"
                defaultValue={values.dailyImpressionCap}
                maxLength={12}
              />
            </Field>
          </div>
        </Card>
        <Card title="Anzeigen und Werbeplätze" headingLevel={2}>
          <CheckboxGroup
            legend="Anzeigen"
            name="advertIds"
            checked={values.advertIds.map(String)}
            error={fieldErrors.advertIds}
            empty="Noch keine Anzeigen: Legen Sie zuerst unter „Anzeigen“ eine an."
            options={adverts.map((advert) => ({
              value: String(advert.id),
              label: advert.name,
              hint: advert.advertiser,
            }))}
          />
          <CheckboxGroup
            legend="Werbeplätze"
            name="slotIds"
            checked={values.slotIds.map(String)}
            error={fieldErrors.slotIds}
            empty="Noch keine Werbeplätze."
            options={slots.map((slot) => ({
              value: String(slot.id),
              label: slot.name,
              hint: slotDescription(slot),
            }))}
          />
        </Card>
        <SaveButton />
      </Form>
      {campaign && <CampaignFigures campaign={campaign} />}
      {campaignId !== null && <DeleteForm label="Kampagne löschen" />}
    </>
  );
}
