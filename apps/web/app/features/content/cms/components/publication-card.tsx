import { countryById, formatShortDateTime } from '@fuel/domain';
import type { PublicationState } from '@fuel/domain/content';
import { Form, Link, useNavigation } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Button, Card, Checkbox, Field, TextInput } from '../../../../ui';
import { FactList } from '../../../back-office';
import { PUBLICATION_STATE_NAMES } from '../cms-format.util';
import { toSiteLocalInput } from '../site-time.util';
import { PublicationStateBadge } from './publication-state-badge';
import styles from './cms.module.css';

export interface PublicationFacts {
  readonly state: PublicationState;
  readonly hasDraft: boolean;
  readonly publishedAt: string | null;
  readonly scheduledAt: string | null;
  readonly updatedAt: string;
}

interface PublicationCardProps {
  /** The main form's id: publish and schedule post it (with the text as edited). */
  readonly formId: string;
  /** Null for a record not yet saved. */
  readonly facts: PublicationFacts | null;
  readonly publishAt: string;
  readonly publishAtError?: string;
  /** The preview screen of a saved record. */
  readonly previewPath?: string;
  /** Whether delete is offered (never-published or withdrawn records; pages without subpages). */
  readonly canDelete: boolean;
  /** 'Seite' or 'Artikel', for the texts. */
  readonly noun: 'Seite' | 'Artikel';
}

/**
 * Publication of a page or article: its state, publish now, schedule (datetime-local in the site's time
 * zone), withdraw and delete. Publish and schedule are buttons of the edit form (HTML `form` attribute), so
 * what is published is what the form shows; the others are forms of their own. All work without JavaScript.
 */
export function PublicationCard({
  formId,
  facts,
  publishAt,
  publishAtError,
  previewPath,
  canDelete,
  noun,
}: PublicationCardProps) {
  const site = useSite();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const intent = navigation.formData?.get('intent');
  const at = (value: string) => formatShortDateTime(value, site.countryId);
  const zone = countryById(site.countryId).timeZone;
  const live = facts?.state === 'published' || facts?.state === 'scheduled';
  const article = noun === 'Seite' ? 'die Seite' : 'den Artikel';
  return (
    <Card title="Veröffentlichung" headingLevel={2} aria-label="Veröffentlichung">
      {facts ? (
        <FactList
          rows={[
            ['Status', <PublicationStateBadge key="state" state={facts.state} hasDraft={facts.hasDraft} />],
            ...(facts.publishedAt ? [['Veröffentlicht', at(facts.publishedAt)] as const] : []),
            ...(facts.state === 'scheduled' && facts.scheduledAt
              ? [['Geplant für', at(facts.scheduledAt)] as const]
              : []),
            ['Zuletzt gespeichert', at(facts.updatedAt)],
          ]}
        />
      ) : (
        <p className={styles.muted}>{`Noch nicht gespeichert (${PUBLICATION_STATE_NAMES.draft}).`}</p>
      )}
      <div className={styles.sideForm}>
        <Button
          type="submit"
          form={formId}
          name="intent"
          value="publish"
          loading={busy && intent === 'publish'}
          loadingText="Wird veröffentlicht …"
        >
          Jetzt veröffentlichen
        </Button>
        <p className={styles.muted}>
          Speichert den Entwurf, falls geändert, und zeigt ihn sofort auf der Website.
        </p>
      </div>
      <div className={styles.sideForm}>
        <Field label="Veröffentlichen am" hint={`Uhrzeit der Website (${zone}).`} error={publishAtError}>
          <TextInput
            type="datetime-local"
            name="publishAt"
            form={formId}
            defaultValue={
              publishAt ||
              (facts?.state === 'scheduled' && facts.scheduledAt
                ? toSiteLocalInput(facts.scheduledAt, site.countryId)
                : '')
            }
          />
        </Field>
        <Button
          type="submit"
          variant="secondary"
          form={formId}
          name="intent"
          value="schedule"
          loading={busy && intent === 'schedule'}
          loadingText="Wird geplant …"
        >
          Veröffentlichung planen
        </Button>
      </div>
      {previewPath && (
        <p className={styles.sideForm}>
          <Link to={siteHref(site, previewPath)}>Vorschau ansehen</Link>
        </p>
      )}
      {live && (
        <Form method="post" className={styles.sideForm}>
          <input type="hidden" name="intent" value="unpublish" />
          <p className={styles.muted}>
            {facts?.state === 'scheduled'
              ? 'Die geplante Veröffentlichung wird abgesagt.'
              : `Die Website zeigt ${article} dann nicht mehr.`}
          </p>
          <Button
            type="submit"
            variant="secondary"
            loading={busy && intent === 'unpublish'}
            loadingText="Wird zurückgezogen …"
          >
            {facts?.state === 'scheduled' ? 'Planung aufheben' : 'Zurückziehen'}
          </Button>
        </Form>
      )}
      {canDelete && (
        <Form method="post" className={styles.sideForm}>
          <input type="hidden" name="intent" value="delete" />
          <Checkbox name="confirm" value="1" required label={`Ja, ${article} endgültig löschen`} />
          <Button
            type="submit"
            variant="secondary"
            loading={busy && intent === 'delete'}
            loadingText="Wird gelöscht …"
          >
            {noun} löschen
          </Button>
        </Form>
      )}
    </Card>
  );
}
