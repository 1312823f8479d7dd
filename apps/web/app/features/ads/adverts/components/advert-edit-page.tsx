import type { AdvertImageListOutput, AdvertOutput } from '@fuel/api-client';
import { AD_LIMITS } from '@fuel/domain/ads';
import { useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { Alert, Button, Card, Checkbox, Field, TextArea, TextInput } from '../../../../ui';
import { PageMessages } from '../../../back-office';
import type { AdvertFieldErrors, AdvertFormValues } from '../advert-form.util';
import { ADVERTS_PATH, advertStylesheetUrl } from '../adverts-paths.constant';
import { useHydrated } from '../hooks/use-hydrated';
import { AdvertImagePicker, IMAGE_SEARCH_FORM_ID } from './advert-image-picker';
import { AdvertPreview } from './advert-preview';
import styles from './adverts.module.css';

interface AdvertEditPageProps {
  /** Null for a new advert. */
  readonly advert: AdvertOutput | null;
  readonly values: AdvertFormValues;
  readonly images: AdvertImageListOutput;
  readonly imageSearch: string;
  readonly notice: string | null;
  readonly htmlAdjusted: boolean;
  readonly error: string | null;
  readonly fieldErrors: AdvertFieldErrors;
}

const STYLESHEET_REMOVE_FORM_ID = 'advert-stylesheet-remove';
const CAMPAIGNS_PATH = '/support/campaigns';

/**
 * `/support/adverts/create` and `/support/adverts/{advertId}` (issue #17): name, advertiser, link, the HTML
 * with a preview at a slot's size, library images and the stylesheet (file or text). One multipart form
 * that works without JavaScript; the API sanitises HTML and stylesheet on save.
 */
export function AdvertEditPage({
  advert,
  values,
  images,
  imageSearch,
  notice,
  htmlAdjusted,
  error,
  fieldErrors,
}: AdvertEditPageProps) {
  const site = useSite();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const htmlArea = useRef<HTMLTextAreaElement>(null);
  const [html, setHtml] = useState(values.html);
  const formKey = JSON.stringify(values);
  const [shownKey, setShownKey] = useState(formKey);
  if (shownKey !== formKey) {
    // A save or a refused post brought other values: the form starts over, so does the preview.
    setShownKey(formKey);
    setHtml(values.html);
  }

  const insert = (snippet: string) => {
    const area = htmlArea.current;
    if (!area) return;
    area.focus();
    area.setRangeText(snippet, area.selectionStart, area.selectionEnd, 'end');
    setHtml(area.value);
  };

  return (
    <>
      <p>
        <Link to={siteHref(site, ADVERTS_PATH)}>Zurück zu den Anzeigen</Link>
      </p>
      <h1>{advert ? `Anzeige „${advert.name}“` : 'Neue Anzeige'}</h1>
      <PageMessages notice={notice} error={error} />
      {htmlAdjusted && (
        <Alert tone="warning" title="HTML beim Speichern bereinigt" className={styles.message}>
          Was auf der Website nicht laufen darf, ist entfernt: Skripte, Event-Handler (on…), Stilangaben im
          HTML, Formulare und Bilder außerhalb der Mediathek. Bitte prüfen Sie die Vorschau.
        </Alert>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        className={styles.form}
        key={formKey}
        aria-label={advert ? 'Anzeige bearbeiten' : 'Anzeige anlegen'}
      >
        <Card title="Angaben" headingLevel={2}>
          <div className={styles.row}>
            <Field label="Name" required error={fieldErrors.name} hint="Nur im Backoffice sichtbar.">
              <TextInput name="name" defaultValue={values.name} maxLength={AD_LIMITS.name} />
            </Field>
            <Field label="Werbetreibender" required error={fieldErrors.advertiser}>
              <TextInput
                name="advertiser"
                defaultValue={values.advertiser}
                maxLength={AD_LIMITS.advertiser}
              />
            </Field>
          </div>
          <Field
            label="Linkziel"
            hint="Wohin die Anzeige führt, wenn ihr HTML keinen eigenen Link hat: eine http- oder https-Adresse."
            error={fieldErrors.linkUrl}
          >
            <TextInput name="linkUrl" defaultValue={values.linkUrl} maxLength={AD_LIMITS.linkUrl} />
          </Field>
          {advert && advert.campaigns.length > 0 && (
            <p className={styles.muted}>
              Verwendet in:{' '}
              {advert.campaigns.map((campaign, index) => (
                <span key={campaign.id}>
                  {index > 0 && ', '}
                  <Link to={siteHref(site, `${CAMPAIGNS_PATH}/${campaign.id}`)}>{campaign.name}</Link>
                </span>
              ))}
            </p>
          )}
        </Card>
        <Card title="HTML und Vorschau" headingLevel={2}>
          <div className={styles.editor}>
            <Field
              label="HTML"
              required
              error={fieldErrors.html}
              hint="Erlaubt sind Text, Links und Bilder der Mediathek mit Klassen für das Stylesheet; Skripte und Event-Handler werden entfernt."
            >
              <TextArea
                ref={htmlArea}
                name="html"
                rows={14}
                maxLength={AD_LIMITS.html}
                defaultValue={values.html}
                onChange={(event) => setHtml(event.target.value)}
                spellCheck={false}
                autoCapitalize="off"
                className={styles.code}
              />
            </Field>
            <AdvertPreview
              html={hydrated ? html : (advert?.html ?? values.html)}
              stylesheetUrl={advert?.stylesFileName ? advertStylesheetUrl(advert.stylesFileName) : null}
            />
          </div>
          <h3 className={styles.subheading}>Bilder aus der Mediathek</h3>
          <AdvertImagePicker images={images} search={imageSearch} onInsert={hydrated ? insert : undefined} />
        </Card>
        <Card title="Stylesheet" headingLevel={2}>
          <p className={styles.muted}>
            {advert?.stylesFileName ? (
              <>
                Gespeichert als <code>{advert.stylesFileName}</code>.
              </>
            ) : (
              'Noch kein Stylesheet.'
            )}{' '}
            Es gilt nur innerhalb der Anzeige (jede Regel wird auf <code>.advert</code> beschränkt); @import,
            Schriften und Adressen außerhalb der Mediathek werden entfernt.
          </p>
          <Field label="CSS" error={fieldErrors.css} hint="Leer gespeichert: kein Stylesheet.">
            <TextArea
              name="css"
              rows={8}
              defaultValue={values.css}
              spellCheck={false}
              autoCapitalize="off"
              className={styles.code}
              maxLength={AD_LIMITS.css * 2}
            />
          </Field>
          <Field label="Oder CSS-Datei hochladen" hint="Ersetzt den Text oben.">
            <TextInput type="file" name="cssFile" accept=".css,text/css" />
          </Field>
          {advert?.stylesFileName && (
            <Button
              type="submit"
              variant="secondary"
              form={STYLESHEET_REMOVE_FORM_ID}
              loading={busy('removeStylesheet')}
              loadingText="Wird entfernt …"
            >
              Stylesheet entfernen
            </Button>
          )}
        </Card>
        <div className={styles.actions}>
          <Button
            type="submit"
            name="intent"
            value="save"
            loading={busy('save')}
            loadingText="Wird gespeichert …"
          >
            {advert ? 'Speichern' : 'Anzeige anlegen'}
          </Button>
        </div>
      </Form>
      {/* Forms whose fields sit inside the advert form above (HTML forms do not nest). */}
      <Form method="get" id={IMAGE_SEARCH_FORM_ID} preventScrollReset />
      {advert?.stylesFileName && (
        <Form method="post" id={STYLESHEET_REMOVE_FORM_ID}>
          <input type="hidden" name="intent" value="removeStylesheet" />
        </Form>
      )}
      {advert && (
        <Card title="Anzeige löschen" headingLevel={2} className={styles.delete}>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <p className={styles.muted}>
              Nur möglich, solange keine Kampagne sie verwendet; ihre Zahlen bleiben bei den Kampagnen.
            </p>
            <Checkbox name="confirm" value="1" required label="Ja, diese Anzeige endgültig löschen" />
            <Button type="submit" variant="secondary" loading={busy('delete')} loadingText="Wird gelöscht …">
              Anzeige löschen
            </Button>
          </Form>
        </Card>
      )}
    </>
  );
}
