import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Alert, Button } from '../../../../ui';
import { PageMessages } from '../../../back-office';
import styles from './cms.module.css';

interface CmsEditFrameProps {
  /** The list to go back to: its site path and link text. */
  readonly back: { readonly path: string; readonly label: string };
  readonly title: string;
  /** Under the title (a page's address). */
  readonly subtitle?: ReactNode;
  readonly notice: string | null;
  readonly error: string | null;
  /** The record's own editor when another editor saved in between (409 STALE_DRAFT): the reload link. */
  readonly stalePath: string | null;
  /** Internal links of the draft to no published page. */
  readonly brokenLinks: readonly string[];
  /** The edit form: id (publication buttons post it), name, and key (a new version remounts it). */
  readonly form: { readonly id: string; readonly label: string; readonly key: string };
  readonly isNew: boolean;
  readonly fields: ReactNode;
  /** Publication, preview, versions. */
  readonly side: ReactNode;
}

/** Internal links of the draft to no published page: publishing refuses them until they are fixed. */
function BrokenLinks({ links }: { readonly links: readonly string[] }) {
  if (links.length === 0) return null;
  return (
    <Alert tone="warning" title="Links ohne Ziel">
      <p>
        Der Text verlinkt auf Seiten, die es nicht gibt oder die nicht veröffentlicht sind. Veröffentlichen
        lässt er sich erst, wenn diese Links stimmen:
      </p>
      <ul className={styles.brokenLinks}>
        {links.map((link) => (
          <li key={link}>
            <code>{link}</code>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * The frame of the page and news editors: the way back, title, messages (a stale draft with the way to the
 * new state), broken links, the edit form with its save button, and beside it publication and versions.
 */
export function CmsEditFrame({
  back,
  title,
  subtitle,
  notice,
  error,
  stalePath,
  brokenLinks,
  form,
  isNew,
  fields,
  side,
}: CmsEditFrameProps) {
  const site = useSite();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  return (
    <>
      <p>
        <Link to={siteHref(site, back.path)}>{back.label}</Link>
      </p>
      <div className={styles.titleRow}>
        <h1>{title}</h1>
      </div>
      {subtitle && <p className={styles.status}>{subtitle}</p>}
      <PageMessages
        notice={notice}
        error={
          error && stalePath ? (
            <>
              {error}{' '}
              <Link to={siteHref(site, stalePath)} reloadDocument>
                Neuen Stand laden
              </Link>
            </>
          ) : (
            error
          )
        }
      />
      <BrokenLinks links={brokenLinks} />
      <div className={styles.layout}>
        <Form method="post" id={form.id} key={form.key} aria-label={form.label} noValidate>
          {fields}
          <div className={styles.actions}>
            <Button
              type="submit"
              name="intent"
              value="save"
              loading={saving}
              loadingText="Wird gespeichert …"
            >
              {isNew ? 'Als Entwurf anlegen' : 'Entwurf speichern'}
            </Button>
          </div>
        </Form>
        <aside className={styles.side} aria-label="Veröffentlichung und Versionen">
          {side}
        </aside>
      </div>
    </>
  );
}
