import type { SlotOutput } from '@fuel/api-client';
import { formatPercent } from '@fuel/domain';
import { CAMPAIGN_TYPE_NAMES } from '@fuel/domain/ads';
import { Form } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { AdFrame, Alert, Button, Card, Field, TextInput } from '../../../../ui';
import { SiteSelect } from '../../../back-office';
import type { SlotPreviewData } from '../slots-page.server';
import styles from './slot-preview.module.css';

interface SlotPreviewProps {
  readonly slot: SlotOutput;
  readonly preview: SlotPreviewData | null;
}

/**
 * What the slot offers a site and postal code now: each advert with its campaign and its chance of being
 * shown, in the frame the site shows it in. A GET form, so the preview has an address and needs no script.
 */
export function SlotPreview({ slot, preview }: SlotPreviewProps) {
  const site = useSite();
  return (
    <Card title="Vorschau" headingLevel={2} id="vorschau">
      <p className={styles.intro}>
        Welche Anzeigen der Platz einer Website und Postleitzahl jetzt anbietet, und mit welcher Chance.
        {slot.appliesZipFiltering
          ? ' Ohne Postleitzahl nur Kampagnen ohne Postleitzahl-Ziele.'
          : ' Dieser Platz filtert nicht nach Postleitzahl.'}
      </p>
      <Form method="get" className={styles.form} aria-label="Vorschau des Werbeplatzes">
        <SiteSelect label="Website" defaultValue={String(preview?.countryId ?? site.countryId)} />
        <Field
          label="Postleitzahl"
          error={preview?.error && preview.items === null ? preview.error : undefined}
        >
          <TextInput
            name="zipCode"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={preview?.zipCode ?? ''}
            maxLength={5}
          />
        </Field>
        <Button type="submit" variant="secondary">
          Vorschau zeigen
        </Button>
      </Form>
      {preview?.items && (
        <div aria-live="polite">
          {preview.items.length === 0 ? (
            <Alert tone="info">Hier zeigt der Platz derzeit keine Anzeige.</Alert>
          ) : (
            <ul className={styles.items} aria-label="Angebotene Anzeigen">
              {[...preview.items]
                .sort((a, b) => b.share - a.share || a.advertName.localeCompare(b.advertName, 'de'))
                .map((item) => (
                  <li key={`${item.CampaignId}-${item.AdvertId}`} className={styles.item}>
                    <div className={styles.facts}>
                      <strong>{item.advertName}</strong>
                      <span>
                        {item.campaignName} · {CAMPAIGN_TYPE_NAMES[item.CampaignTypeId]} · Gewicht{' '}
                        {item.Weight}
                      </span>
                      <span className={styles.share}>
                        Chance {formatPercent(item.share * 100, site.code)}
                      </span>
                    </div>
                    <AdFrame
                      src={`/api/iam/content/${item.AdvertId}/frame?slotId=${item.SlotId}&campaignId=${item.CampaignId}&countryId=${preview.countryId}`}
                      width={slot.width}
                      height={slot.height}
                      title={`Anzeige: ${item.advertName}`}
                    />
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
