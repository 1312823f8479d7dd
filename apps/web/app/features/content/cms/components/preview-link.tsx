import { formatShortDateTime } from '@fuel/domain';
import { useState } from 'react';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Button, Field, TextInput } from '../../../../ui';
import styles from './cms.module.css';

/** The private link to hand on: selectable text, and a copy button where the browser allows it. */
export function PreviewLink({ url, expiresAt }: { readonly url: string; readonly expiresAt: string | null }) {
  const site = useSite();
  const [copied, setCopied] = useState(false);
  const address = `${site.origin}${siteHref(site, url)}`;
  return (
    <div className={styles.linkBox}>
      <Field
        label="Privater Vorschau-Link"
        hint={
          expiresAt
            ? `Gültig bis ${formatShortDateTime(expiresAt, site.countryId)}. Wer ihn hat, sieht den Entwurf.`
            : undefined
        }
      >
        <TextInput readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
      </Field>
      <p className={styles.previewForm}>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(address).then(() => setCopied(true));
          }}
        >
          Link kopieren
        </Button>
        <span role="status">{copied ? 'Kopiert.' : ''}</span>
      </p>
    </div>
  );
}
