import type { CmsNoticeOutput } from '@fuel/api-client';
import { countryByCode } from '@fuel/domain';
import { NOTICE_LIMITS, NOTICE_PLACEMENTS, NOTICE_PLACEMENT_NAMES, NOTICE_TONES } from '@fuel/domain/content';
import { Form, Link, useNavigation } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { Button, Card, Checkbox, Field, Select, TextArea, TextInput } from '../../../../ui';
import { PageMessages, SiteCheckboxes } from '../../../back-office';
import { NOTICE_TONE_NAMES, type NoticeFieldErrors, type NoticeFormValues } from '../notice-form.util';
import { NOTICES_PATH } from '../notices-paths.constant';
import { NoticeStatusBadge } from './notices-list-page';
import styles from './notices.module.css';

interface NoticeEditPageProps {
  /** Null for a new notice. */
  readonly noticeId: number | null;
  readonly values: NoticeFormValues;
  readonly status: CmsNoticeOutput['status'] | null;
  readonly notice: string | null;
  readonly error: string | null;
  readonly fieldErrors: NoticeFieldErrors;
}

/** `/support/cms/prompts/{id|neu}`: one notice's sites, place, look, text, link, period and priority. */
export function NoticeEditPage({
  noticeId,
  values,
  status,
  notice,
  error,
  fieldErrors,
}: NoticeEditPageProps) {
  const site = useSite();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <>
      <p>
        <Link to={siteHref(site, NOTICES_PATH)}>Zurück zu den Hinweisen</Link>
      </p>
      <div className={styles.heading}>
        <h1>{noticeId === null ? 'Neuer Hinweis' : 'Hinweis bearbeiten'}</h1>
        {status && <NoticeStatusBadge status={status} />}
      </div>
      <PageMessages notice={notice} error={error} />
      <Form method="post" className={styles.form} key={JSON.stringify(values)}>
        <Card title="Wo und wie" headingLevel={2}>
          <SiteCheckboxes checked={values.countryIds} error={fieldErrors.countryIds} />
          <div className={styles.row}>
            <Field label="Platz" error={fieldErrors.placement} hint="„Alle Seiten“ steht über jeder Seite.">
              <Select
                name="placement"
                defaultValue={values.placement}
                options={NOTICE_PLACEMENTS.map((p) => ({ value: p, label: NOTICE_PLACEMENT_NAMES[p] }))}
              />
            </Field>
            <Field label="Art" error={fieldErrors.tone}>
              <Select
                name="tone"
                defaultValue={values.tone}
                options={NOTICE_TONES.map((t) => ({ value: t, label: NOTICE_TONE_NAMES[t] }))}
              />
            </Field>
          </div>
        </Card>
        <Card title="Text" headingLevel={2}>
          <Field label="Titel" hint="Optional, fett über dem Text." error={fieldErrors.title}>
            <TextInput name="title" defaultValue={values.title} maxLength={NOTICE_LIMITS.title} />
          </Field>
          <Field label="Text" required error={fieldErrors.message}>
            <TextArea name="message" defaultValue={values.message} maxLength={NOTICE_LIMITS.message} />
          </Field>
          <div className={styles.row}>
            <Field label="Linktext" hint="Optional, z. B. „Mehr erfahren“." error={fieldErrors.linkLabel}>
              <TextInput
                name="linkLabel"
                defaultValue={values.linkLabel}
                maxLength={NOTICE_LIMITS.linkLabel}
              />
            </Field>
            <Field
              label="Linkziel"
              hint="Ein Pfad dieser Website (/heizoelpreise) oder eine https-Adresse."
              error={fieldErrors.linkUrl}
            >
              <TextInput name="linkUrl" defaultValue={values.linkUrl} maxLength={NOTICE_LIMITS.linkUrl} />
            </Field>
          </div>
        </Card>
        <Card title="Wann" headingLevel={2}>
          <div className={styles.row}>
            <Field
              label="Beginn"
              required
              hint={`Ortszeit ${countryByCode(site.code).nameInSentence}.`}
              error={fieldErrors.startsAt}
            >
              <TextInput type="datetime-local" name="startsAt" defaultValue={values.startsAt} />
            </Field>
            <Field label="Ende" hint="Leer: bis er ausgeschaltet wird." error={fieldErrors.endsAt}>
              <TextInput type="datetime-local" name="endsAt" defaultValue={values.endsAt} />
            </Field>
            <Field label="Priorität" hint="Höhere zuerst (−1000 bis 1000)." error={fieldErrors.priority}>
              <TextInput name="priority" inputMode="numeric" defaultValue={values.priority} maxLength={6} />
            </Field>
          </div>
          <Checkbox
            name="active"
            value="1"
            defaultChecked={values.active}
            label="Eingeschaltet"
            hint="Ausgeschaltet zeigt ihn keine Website, auch nicht in seinem Zeitraum."
          />
        </Card>
        <div className={styles.actions}>
          <Button
            type="submit"
            name="intent"
            value="save"
            loading={busy('save')}
            loadingText="Wird gespeichert …"
          >
            Speichern
          </Button>
        </div>
      </Form>
      {noticeId !== null && (
        <Form method="post" className={styles.delete}>
          <Button
            type="submit"
            name="intent"
            value="delete"
            variant="secondary"
            loading={busy('delete')}
            loadingText="Wird gelöscht …"
          >
            Hinweis löschen
          </Button>
        </Form>
      )}
    </>
  );
}
