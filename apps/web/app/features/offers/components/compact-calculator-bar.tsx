import {
  type CalculatorConfiguration,
  type CalculatorTarget,
  PRODUCT_GROUP_IDS,
  type ProductGroupId,
  productGroupById,
} from '@fuel/domain';
import { type FormEvent, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { OPEN_ALL_SETTINGS, offerListHref, productGroupPageHref } from '../offer-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { Button } from '../../../ui';
import { compactCalculatorProductGroup } from '../calculator-settings.util';
import { clearCalculatorSettings } from '../calculator-storage.util';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { CalculatorQueryFields } from './calculator-query-fields';
import { CalculatorValidationMessages } from './calculator-validation-messages';
import { ValidationPopover } from './validation-popover';
import { ZipCodeAndAmountFields } from './zip-code-and-amount-fields';
import styles from './compact-calculator.module.css';

interface CompactCalculatorBarProps {
  /** DIESEL asks for diesel; everything else for heating oil. */
  readonly target?: CalculatorTarget;
  /** The offer list passes its own product group and configuration. */
  readonly productGroupId?: ProductGroupId;
  readonly configuration?: CalculatorConfiguration;
  /** The settings button (wide screens only); the offer list has its settings beside it. */
  readonly showSettings?: boolean;
}

const VISIBLE_FIELDS = ['zipCode', 'amount'];

/** PLZ, Liter, Start and the calculator settings, in one row (spec 1 §2). */
export function CompactCalculatorBar({
  target,
  productGroupId,
  configuration,
  showSettings = true,
}: CompactCalculatorBarProps) {
  const site = useSite();
  const navigate = useNavigate();
  const id = useId();
  const zipCodeInput = useRef<HTMLInputElement>(null);
  const groupId = productGroupId ?? compactCalculatorProductGroup(target);
  const group = productGroupById(groupId);
  const form = useCalculatorForm({ countryId: site.countryId, productGroupId: groupId, configuration });
  const upsellCount = form.stored?.configuration.ProductGroupId === groupId ? form.stored.upsellCount : 0;
  const showBadge = groupId !== PRODUCT_GROUP_IDS.diesel && upsellCount > 0;
  const popoverId = `${id}-validation`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submit()) void navigate(offerListHref(site, form.configuration));
  };

  const openSettings = () => {
    const href = offerListHref(site, form.configuration, OPEN_ALL_SETTINGS);
    clearCalculatorSettings();
    void navigate(href);
  };

  const closeValidation = () => {
    form.resetValidation();
    zipCodeInput.current?.focus();
  };

  return (
    <div className={styles.bar} data-slot="compact-calculator">
      <form
        className={styles.form}
        method="get"
        action={productGroupPageHref(site, { ProductGroupId: groupId }, 'angebotsliste')}
        onSubmit={submit}
        noValidate
        aria-label={`${group?.name ?? ''}preise vergleichen`}
      >
        <ZipCodeAndAmountFields
          form={form}
          id={id}
          unit={group?.unit ?? 'l'}
          amountLabel="unit"
          errorsId={popoverId}
          zipCodeRef={zipCodeInput}
        />
        <CalculatorQueryFields configuration={form.configuration} omit={VISIBLE_FIELDS} />
        <Button type="submit" className={styles.start}>
          Start
        </Button>
        {showSettings && (
          <Button variant="secondary" className={styles.settings} onClick={openSettings}>
            {`${group?.name ?? ''}-Rechner`}
            {showBadge && (
              <span className={styles.countBadge} data-testid="upsell-count-badge">
                {upsellCount}
                <span className="visually-hidden"> Zusatzoptionen gewählt</span>
              </span>
            )}
          </Button>
        )}
      </form>
      {form.showValidation && (
        <ValidationPopover
          id={popoverId}
          labelledBy={`${id}-validation-header`}
          takeFocus={form.submitted}
          onClose={closeValidation}
        >
          <CalculatorValidationMessages
            headerId={`${id}-validation-header`}
            countryId={site.countryId}
            form={form}
          />
        </ValidationPopover>
      )}
    </div>
  );
}
