import type { OrderStepName } from '@fuel/domain';
import { Link, useNavigation } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
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
  disabled = false,
}: {
  readonly data: OrderData;
  readonly step: OrderStepName;
  readonly result?: OrderStepActionData;
  readonly label?: string;
  readonly disabled?: boolean;
}) {
  const site = useSite();
  const busy = useNavigation().state === 'submitting';
  const { previous } = neighbourSteps(data.steps, step);
  return (
    <>
      {result?.message && (
        <p className="notice notice--error" role="alert" data-testid="step-error">
          {result.message}
        </p>
      )}
      <div className="checkout-actions">
        {previous ? (
          <Link to={siteHref(site, `/${data.productGroup}/bestellung/${ORDER_STEP_PAGES[previous].slug}`)}>
            {`Zurück: ${ORDER_STEP_PAGES[previous].title}`}
          </Link>
        ) : (
          <span />
        )}
        <button type="submit" name={STEP_INTENT} value={step} className="button" disabled={busy || disabled}>
          {label}
        </button>
      </div>
    </>
  );
}
