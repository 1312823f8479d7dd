import { formatShortDateTime } from '@fuel/domain';
import type { RevisionAction } from '@fuel/domain/content';
import { Form, useNavigation } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { Button, Card } from '../../../../ui';
import type { CmsRevision } from '../cms-types';
import styles from './cms.module.css';

const ACTION_NAMES: Readonly<Record<RevisionAction, string>> = {
  save: 'Gespeichert',
  publish: 'Veröffentlicht',
  restore: 'Wiederhergestellt',
};

/** The revisions, newest first, each restorable as the draft (a form per revision: no JavaScript needed). */
export function RevisionsCard({ revisions }: { readonly revisions: readonly CmsRevision[] }) {
  const site = useSite();
  const navigation = useNavigation();
  const restoring =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'restore'
      ? String(navigation.formData.get('revisionId'))
      : null;
  return (
    <Card title="Versionen" headingLevel={2} aria-label="Versionen">
      {revisions.length === 0 ? (
        <p className={styles.muted}>Noch keine Versionen.</p>
      ) : (
        <ol className={styles.revisions}>
          {revisions.map((revision, index) => (
            <li key={revision.id} className={styles.revision}>
              <div>
                <p>
                  <strong>{ACTION_NAMES[revision.action]}</strong>{' '}
                  {formatShortDateTime(revision.createdAt, site.countryId)}
                </p>
                <p className={styles.muted}>
                  {revision.createdByName ?? 'System'} ·{' '}
                  <span className={styles.revisionTitle}>{revision.title}</span>
                </p>
              </div>
              {index > 0 && (
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="revisionId" value={revision.id} />
                  <Button
                    type="submit"
                    variant="link"
                    loading={restoring === String(revision.id)}
                    loadingText="Wird wiederhergestellt …"
                    aria-label={`Version vom ${formatShortDateTime(revision.createdAt, site.countryId)} wiederherstellen`}
                  >
                    Wiederherstellen
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
