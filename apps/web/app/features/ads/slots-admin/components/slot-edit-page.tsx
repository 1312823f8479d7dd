import type { SlotOutput } from '@fuel/api-client';
import { AD_LIMITS } from '@fuel/domain/ads';
import { Form, Link } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { Card, Checkbox, Field, TextInput } from '../../../../ui';
import { PageMessages, SiteCheckboxes } from '../../../back-office';
import { campaignPath } from '../../campaigns/campaigns-paths.constant';
import { CampaignPhaseBadge } from '../../campaigns/components/campaign-phase-badge';
import type { SlotFieldErrors, SlotFormValues } from '../slot-form.util';
import type { SlotPreviewData } from '../slots-page.server';
import { SLOTS_PATH } from '../slots-paths.constant';
import styles from './ad-admin.module.css';
import { DeleteForm, SaveButton } from './record-form-buttons';
import { SlotPreview } from './slot-preview';
import { SlotSizeFields } from './slot-size-fields';

interface SlotEditPageProps {
  /** Null for a new slot. */
  readonly slotId: number | null;
  readonly values: SlotFormValues;
  readonly slot: SlotOutput | null;
  readonly preview: SlotPreviewData | null;
  readonly notice: string | null;
  readonly error: string | null;
  readonly fieldErrors: SlotFieldErrors;
}

/** `/support/slots/{slotId|create}`: a slot's key, name, type, size, postal-code filtering and sites. */
export function SlotEditPage({
  slotId,
  values,
  slot,
  preview,
  notice,
  error,
  fieldErrors,
}: SlotEditPageProps) {
  const site = useSite();
  return (
    <>
      <p>
        <Link to={siteHref(site, SLOTS_PATH)}>Zurück zu den Werbeplätzen</Link>
      </p>
      <div className={styles.heading}>
        <h1>{slot ? slot.name : 'Neuer Werbeplatz'}</h1>
      </div>
      <PageMessages notice={notice} error={error} />
      <Form method="post" className={styles.form} key={JSON.stringify(values)} aria-label="Werbeplatz">
        <Card title="Werbeplatz" headingLevel={2}>
          <div className={styles.row}>
            <Field
              label="Schlüssel"
              required
              hint="Kleinbuchstaben, Ziffern und Bindestriche, z. B. offer-list-sidebar; Teil der Adresse, unter der die Websites den Platz laden."
              error={fieldErrors.key}
            >
              <TextInput
                name="key"
                defaultValue={values.key}
                maxLength={AD_LIMITS.slotKey}
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
            <Field label="Name" required error={fieldErrors.name}>
              <TextInput name="name" defaultValue={values.name} maxLength={AD_LIMITS.name} />
            </Field>
          </div>
          <SlotSizeFields values={values} errors={fieldErrors} />
          <Checkbox
            name="appliesZipFiltering"
            value="1"
            defaultChecked={values.appliesZipFiltering}
            label="Nach Postleitzahl filtern"
            hint="Kampagnen mit Postleitzahl-Zielen erscheinen hier nur Besuchern dieser Postleitzahlen; ändert sich die Postleitzahl, lädt die Seite den Platz neu."
          />
          <SiteCheckboxes checked={values.countryIds} error={fieldErrors.countryIds} />
        </Card>
        <SaveButton />
      </Form>
      {slot && (
        <Card title="Kampagnen auf diesem Platz" headingLevel={2}>
          {slot.campaigns.length === 0 ? (
            <p className={styles.muted}>Noch keine Kampagne zeigt hier Anzeigen.</p>
          ) : (
            <ul>
              {slot.campaigns.map((campaign) => (
                <li key={campaign.id}>
                  <Link to={siteHref(site, campaignPath(campaign.id))}>{campaign.name}</Link>{' '}
                  <CampaignPhaseBadge phase={campaign.phase} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      {slot && <SlotPreview slot={slot} preview={preview} />}
      {slotId !== null && <DeleteForm label="Werbeplatz löschen" />}
    </>
  );
}
