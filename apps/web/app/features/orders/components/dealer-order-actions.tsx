import type { OrderOutput } from '@fuel/api-client';
import { siteToday } from '@fuel/domain';
import type { ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { Alert, Button, Field, NumberInput, TextInput } from '../../../ui';
import type { DealerActionResult, DealerPortalAction } from '../dealer-orders.constant';
import styles from './dealer-orders-page.module.css';

/**
 * What the dealer may do with an order in its status — confirm with a delivery date, decline with a reason,
 * report the delivered amount — as the order's AllowedActions say. Each is a form posted to the page's
 * action (works without JavaScript); the server guards every transition.
 */
export function DealerOrderActions({ order }: { readonly order: OrderOutput }) {
  const site = useSite();
  const navigation = useNavigation();
  const answer = useActionData<DealerActionResult | undefined>();
  const allowed = (action: DealerPortalAction) => order.AllowedActions.includes(action);
  const pending = (action: DealerPortalAction) =>
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === action &&
    navigation.formData.get('orderId') === String(order.OrderId);
  const error = answer?.orderId === order.OrderId ? answer.error : undefined;
  if (!allowed('confirm') && !allowed('decline') && !allowed('deliver')) return null;

  const form = (action: DealerPortalAction, label: string, children: ReactNode, primary = true) => (
    <Form
      method="post"
      className={styles.actionForm}
      aria-label={`${label}: Bestellung ${order.OrderNumber}`}
    >
      <input type="hidden" name="orderId" value={order.OrderId} />
      {children}
      <Button
        type="submit"
        name="intent"
        value={action}
        variant={primary ? 'primary' : 'secondary'}
        loading={pending(action)}
        loadingText="Wird gespeichert …"
      >
        {label}
      </Button>
    </Form>
  );

  return (
    <div className={styles.actions}>
      {allowed('confirm') &&
        form(
          'confirm',
          'Bestätigen',
          <Field label="Liefertermin" required>
            <TextInput type="date" name="deliveryDate" min={siteToday(site.code)} required />
          </Field>,
        )}
      {allowed('decline') &&
        form(
          'decline',
          'Ablehnen',
          <Field label="Grund der Ablehnung" required>
            <TextInput name="reason" maxLength={500} required />
          </Field>,
          false,
        )}
      {allowed('deliver') &&
        form(
          'deliver',
          'Als geliefert melden',
          <Field label={`Gelieferte Menge in ${order.Price.Unit}`} required>
            <NumberInput name="amount" defaultValue={order.Price.Amount} required />
          </Field>,
        )}
      {error && (
        <Alert tone="error" live className={styles.actionError}>
          {error}
        </Alert>
      )}
    </div>
  );
}
