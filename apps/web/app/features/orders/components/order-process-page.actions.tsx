import type { OrderStepName } from '@fuel/domain';
import { Link, useNavigation } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { Alert, Button } from '../../../ui';
import type { OrderData } from '../order-step.type';
import { type OrderStepActionData, STEP_INTENT } from '../order-step-fields.constant';
import { neighbourSteps } from '../order-step-navigation.util';
import { ORDER_STEP_PAGES } from '../order-steps.constant';

/**
 * The foot of a step's form: the API's refusal, 'Zurück' to the step before and the submit button, which
 * names the step it saves (the route action reads it).
 */
export function StepActions({
  data,
  step,
  result,
  label = 'Weiter',
}: {
  readonly data: OrderData;
  readonly step: OrderStepName;
  readonly result?: OrderStepActionData;
  readonly label?: string;
}) {
  const site = useSite();
  const busy = useNavigation().state === 'submitting';
  const { previous } = neighbourSteps(data.steps, step);
  return (
    <>
      {result?.message && (
        <Alert tone="error" live className="checkout-notice" data-testid="step-error">
          {result.message}
        </Alert>
      )}
      <div className="checkout-actions">
        {previous ? (
          <Button asChild variant="link">
            <Link to={siteHref(site, `/${data.productGroup}/bestellung/${ORDER_STEP_PAGES[previous].slug}`)}>
              {`Zurück: ${ORDER_STEP_PAGES[previous].title}`}
            </Link>
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          name={STEP_INTENT}
          value={step}
          loading={busy}
          loadingText={step === 'summary' ? 'Bestellung wird aufgegeben …' : 'Wird gespeichert …'}
        >
          {label}
        </Button>
      </div>
    </>
  );
}
