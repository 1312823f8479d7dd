import type { CalculatorInitOutput } from '@fuel/api-client';
import type { CalculatorConfiguration } from '@fuel/domain';
import { useEffect, useId, useState } from 'react';
import type { UpsellPrices } from '../hooks/use-upsell-prices';
import { DeliveryChoices } from './delivery-choices';
import { ProductChoices } from './product-choices';
import { Button } from '../../../ui';
import styles from './settings.module.css';

interface SettingsPanelProps {
  readonly catalogue: CalculatorInitOutput | undefined;
  readonly configuration: CalculatorConfiguration;
  readonly onChange: (next: CalculatorConfiguration) => void;
  readonly onReset: () => void;
  readonly prices: UpsellPrices;
  /** From the query string: the panel starts open, scrolled to the named group if there is one. */
  readonly openSettings: string | undefined;
}

/** The sidebar with every choice of the calculator; on small screens it opens on demand. */
export function SettingsPanel({
  catalogue,
  configuration,
  onChange,
  onReset,
  prices,
  openSettings,
}: SettingsPanelProps) {
  const [open, setOpen] = useState(openSettings !== undefined);
  const id = useId();
  const sectionKey = catalogue?.Groups.find((g) => g.Label === openSettings || g.Key === openSettings)?.Key;

  useEffect(() => {
    if (sectionKey) document.getElementById(`settings-${sectionKey}`)?.scrollIntoView({ block: 'start' });
  }, [sectionKey]);

  return (
    <aside className={styles.panel} aria-labelledby={`${id}-headline`}>
      <Button
        variant="secondary"
        block
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? 'Einstellungen ausblenden' : 'Einstellungen anzeigen'}
      </Button>
      <div id={`${id}-body`} className={styles.body} data-open={open || undefined}>
        <div className={styles.head}>
          <h2 id={`${id}-headline`}>Einstellungen</h2>
          <Button variant="link" onClick={onReset} disabled={!catalogue}>
            Zurücksetzen
          </Button>
        </div>
        {catalogue ? (
          <form className="settings-panel__form" onSubmit={(event) => event.preventDefault()}>
            <ProductChoices
              catalogue={catalogue}
              configuration={configuration}
              onChange={onChange}
              prices={prices}
            />
            <DeliveryChoices
              catalogue={catalogue}
              configuration={configuration}
              onChange={onChange}
              prices={prices}
            />
          </form>
        ) : (
          <p className="muted">Die Einstellungen werden geladen …</p>
        )}
      </div>
    </aside>
  );
}
