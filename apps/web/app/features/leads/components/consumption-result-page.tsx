import { formatPrice, siteSpelling } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { Alert, Button, Card, EmptyState } from '../../../ui';
import { cx } from '../../../ui/cx.util';
import {
  formatCo2,
  formatKwhPerSquareMetre,
  formatLitrePrice,
  formatLitres,
  formatSaving,
  percentileSentence,
  ratingLabel,
} from '../comparison-format.util';
import type { SessionComparison } from '../consumption-result.type';
import { consumptionCheckoutHref, guideHref, guideStepHref } from '../guide-links.util';
import type { LeadGuide } from '../guide.type';
import { useConsumptionResult } from '../hooks/use-consumption-result';
import { ConsumptionScale } from './consumption-scale';
import { NextChoices } from './next-choices';
import styles from './consumption-result-page.module.css';

interface ConsumptionResultPageProps {
  readonly guide: LeadGuide;
  readonly session: SessionComparison;
}

/**
 * `/dein-heizoelverbrauch` (spec 1 §2, issue #14 point 4): the result the browser stored under
 * `compareResult`, else the one the server compared from the session's answers.
 */
export function ConsumptionResultPage({ guide, session }: ConsumptionResultPageProps) {
  const site = useSite();
  const result = useConsumptionResult(guide, session);

  if (!result) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Ihr Heizölverbrauch im Vergleich</h1>
        {session.state === 'failed' ? (
          <>
            <Alert tone="error" title="Vergleich nicht möglich" live>
              {session.message}
            </Alert>
            <div className={styles.actions}>
              <Button asChild>
                <Link to={consumptionCheckoutHref(site)}>Erneut versuchen</Link>
              </Button>
            </div>
          </>
        ) : (
          <EmptyState
            title="Noch kein Ergebnis"
            description="Beantworten Sie ein paar Fragen zu Haus, Heizung und Verbrauch – dann sehen Sie hier, wie Ihr Heizölverbrauch im Vergleich abschneidet."
            action={
              <Button asChild>
                <Link to={guideHref(site)}>Zum Verbrauchsvergleich</Link>
              </Button>
            }
          />
        )}
      </div>
    );
  }

  const { comparison, zipCode, partnerAvailable } = result;
  const { code } = site;
  const saving = comparison.SavingToMedian;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{siteSpelling(guide.Title, code)}</p>
        <h1>
          {'Ihr Heizölverbrauch ist '}
          <span className={cx(styles.rating, styles[comparison.Rating])}>
            {ratingLabel(comparison.Rating)}
          </span>
        </h1>
        <p className={styles.lead}>
          {`Sie verbrauchen ${formatLitres(comparison.ConsumptionLitres, code)} Heizöl im Jahr, das sind ${formatKwhPerSquareMetre(comparison.KwhPerSquareMetre, code)} und Jahr.`}
        </p>
      </header>

      <dl className={styles.figures}>
        <div>
          <dt>Verbrauch pro m²</dt>
          <dd>{formatKwhPerSquareMetre(comparison.KwhPerSquareMetre, code)}</dd>
        </div>
        <div>
          <dt>Heizöl im Jahr</dt>
          <dd>{formatLitres(comparison.ConsumptionLitres, code)}</dd>
        </div>
        <div>
          <dt>Kosten im Jahr</dt>
          <dd>
            {comparison.AnnualCost === null
              ? 'kein Preis verfügbar'
              : formatPrice(comparison.AnnualCost, code)}
          </dd>
          {comparison.PricePerLitre !== null && (
            <dd
              className={styles.note}
            >{`bei ${formatLitrePrice(comparison.PricePerLitre, code)} (heutiger Preis für ${zipCode ?? 'Ihren Ort'})`}</dd>
          )}
        </div>
        <div>
          <dt>CO₂ im Jahr</dt>
          <dd>{formatCo2(comparison.Co2KgPerYear, code)}</dd>
        </div>
      </dl>

      <Card title="So stehen Sie im Vergleich" className={styles.section}>
        <ConsumptionScale comparison={comparison} />
        <p className={styles.sentence}>{percentileSentence(comparison, code)}</p>
        <p className={styles.sentence}>
          {saving.Litres > 0
            ? `Mit dem Verbrauch des Mittelwerts vergleichbarer Haushalte würden Sie im Jahr ${formatSaving(saving.Litres, saving.Cost, code)} und ${formatCo2(saving.Co2Kg, code)} sparen.`
            : 'Sie verbrauchen nicht mehr als der Mittelwert vergleichbarer Haushalte – gut so.'}
        </p>
      </Card>

      {comparison.Measures.length > 0 && (
        <Card title="Was bei Ihnen am meisten spart" className={styles.section}>
          <ol className={styles.measures}>
            {comparison.Measures.map((measure) => (
              <li key={measure.Key}>
                <h3>{siteSpelling(measure.Title, code)}</h3>
                <p>{siteSpelling(measure.Description, code)}</p>
                <p className={styles.measureSaving}>
                  {`Spart rund ${formatSaving(measure.SavingLitres, measure.SavingCost, code)} im Jahr`}
                </p>
              </li>
            ))}
          </ol>
        </Card>
      )}

      <NextChoices comparison={comparison} zipCode={zipCode} partnerAvailable={partnerAvailable} />

      <p className={styles.restart}>
        <Link to={guideStepHref(site, 1)}>Angaben ändern</Link>
        {' · '}
        <Link to={guideHref(site)}>Zum Start des Vergleichs</Link>
      </p>
    </div>
  );
}
