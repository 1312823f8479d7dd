import { siteSpelling } from '@fuel/domain';
import { Form, Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { Alert, Button, Card } from '../../../ui';
import { guideStepHref } from '../guide-links.util';
import { clearStoredGuide } from '../guide-storage.util';
import type { LeadGuide } from '../guide.type';
import { useStoredGuide } from '../hooks/use-stored-guide';
import styles from './guide-intro-page.module.css';

interface GuideIntroPageProps {
  readonly guide: LeadGuide;
  /** The step the session's answers reach (without JavaScript); null without answers. */
  readonly resumeStep: number | null;
  /** The answers were just cleared. */
  readonly cleared: boolean;
}

const FINDINGS = [
  'ob Ihr Verbrauch sparsam, durchschnittlich, erhöht oder hoch ist – nach den Vergleichswerten des Heizspiegels und den Angaben ähnlicher Haushalte',
  'was Sie Ihr Heizöl im Jahr kostet, zum heutigen Preis an Ihrem Ort',
  'wie viel CO₂ Ihre Heizung ausstößt',
  'welche Maßnahmen bei Ihnen am meisten sparen',
  'welche Bestellmenge zu Ihrem Tank passt',
] as const;

/** `/heizoel-verbrauchsvergleich`: what the comparison tells, how long it takes, and where to start. */
export function GuideIntroPage({ guide, resumeStep, cleared }: GuideIntroPageProps) {
  const site = useSite();
  const stored = useStoredGuide(guide);
  // In the browser its own storage decides; the session's answers until then, and without JavaScript.
  const storedAnswers = stored.state && Object.keys(stored.state.stepValues).length > 0;
  const resumeAt = stored.ready ? (storedAnswers ? stored.state?.currentStepId : undefined) : resumeStep;
  const questions = guide.Steps.reduce((sum, step) => sum + step.Inputs.length, 0);
  const spell = (text: string) => siteSpelling(text, site.code);

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.intro}>
        <h1>{spell(guide.Title)}</h1>
        <p className={styles.lead}>
          Verbrauchen Sie mehr Heizöl als ähnliche Haushalte? Beantworten Sie ein paar Fragen zu Haus, Heizung
          und Verbrauch – und erfahren Sie, wo Sie stehen und was Sie sparen können.
        </p>
        {cleared && (
          <Alert tone="success" live>
            Ihre Angaben wurden gelöscht.
          </Alert>
        )}
        <div className={styles.actions}>
          {resumeAt ? (
            <>
              <Button asChild>
                <Link to={guideStepHref(site, resumeAt)}>Vergleich fortsetzen</Link>
              </Button>
              <Form method="post" onSubmit={() => clearStoredGuide(guide.Id)}>
                <Button type="submit" name="intent" value="clear" variant="secondary">
                  Angaben löschen
                </Button>
              </Form>
            </>
          ) : (
            <Button asChild>
              <Link to={guideStepHref(site, 1)}>Vergleich starten</Link>
            </Button>
          )}
        </div>
        <p className={styles.duration}>
          {`${guide.Steps.length} kurze Schritte mit ${questions} Fragen, etwa 2 Minuten. Kostenlos und ohne Anmeldung.`}
        </p>
      </div>
      <Card title="Das erfahren Sie" tone="muted" className={styles.findings}>
        <ul>
          {FINDINGS.map((finding) => (
            <li key={finding}>{spell(finding)}</li>
          ))}
        </ul>
      </Card>
      <Card title="Ihre Angaben" tone="outlined" className={styles.privacy}>
        <p>
          Ihre Antworten bleiben in Ihrem Browser gespeichert, bis Sie sie löschen. Für den Vergleich zählen
          wir sie ohne Namen und Adresse, damit künftige Vergleiche auf mehr Haushalte zurückgreifen können.
        </p>
      </Card>
    </div>
  );
}
