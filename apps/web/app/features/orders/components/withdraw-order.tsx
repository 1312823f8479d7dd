import type { OrderOutput } from '@fuel/api-client';
import { formatShortDateTime, withdrawalDeadline } from '@fuel/domain';
import { type KeyboardEvent, type MouseEvent, useId, useRef } from 'react';
import { Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router';
import { Alert, Button, Card, Field, TextInput } from '../../../ui';
import { WITHDRAWN_PARAM, type WithdrawOrderResult } from '../withdraw-order.constant';
import styles from './withdraw-order.module.css';

/**
 * 'Bestellung widerrufen' while the 14-day withdrawal period runs: a disclosure asks first (with an optional
 * reason), then the form posts to the page's action, so it works before the scripts load. The safe choice
 * takes the focus when the question opens; Escape or 'Nein' closes it. After the withdrawal the page says so.
 */
export function WithdrawOrder({ order }: { readonly order: OrderOutput }) {
  const [search] = useSearchParams();
  const answer = useActionData<WithdrawOrderResult | undefined>();
  const navigation = useNavigation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const keepRef = useRef<HTMLAnchorElement>(null);
  const id = useId();

  if (search.has(WITHDRAWN_PARAM) && order.Status === 'cancelled') {
    return (
      <Alert tone="success" live>
        Ihre Bestellung wurde widerrufen. Wir haben den Händler informiert.
      </Alert>
    );
  }
  // The API says what the customer may do (status and the 14-day period), by the rules it checks on the call.
  if (!order.AllowedActions.includes('cancel')) return null;

  const close = () => {
    const details = detailsRef.current;
    if (!details) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  // Without scripts the link reloads the page, whose question is closed.
  const keep = (event: MouseEvent) => {
    event.preventDefault();
    close();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const deadline = withdrawalDeadline(new Date(order.PlacedAt));
  return (
    <Card title="Widerruf" tone="outlined" className={styles.card}>
      <p className={styles.lead}>
        {`Sie können diese Bestellung bis ${formatShortDateTime(deadline, order.CountryId)} Uhr ohne Angabe von Gründen widerrufen.`}
      </p>
      <details
        ref={detailsRef}
        open={answer !== undefined}
        onToggle={(event) => {
          if (event.currentTarget.open) keepRef.current?.focus();
        }}
        onKeyDown={closeOnEscape}
      >
        <summary className={styles.toggle}>Bestellung widerrufen</summary>
        <Form
          method="post"
          className={styles.confirm}
          aria-labelledby={`${id}-question`}
          aria-describedby={`${id}-consequence`}
        >
          <p id={`${id}-question`} className={styles.question}>
            {`Bestellung ${order.OrderNumber} wirklich widerrufen?`}
          </p>
          <p id={`${id}-consequence`}>
            Wir informieren den Händler, und die Bestellung wird nicht geliefert. Der Widerruf lässt sich
            nicht rückgängig machen.
          </p>
          <Field label="Grund (optional)">
            <TextInput name="reason" maxLength={500} />
          </Field>
          {answer && (
            <Alert tone="error" live>
              {answer.error}
            </Alert>
          )}
          <div className={styles.buttons}>
            <Button type="submit" loading={navigation.state === 'submitting'} loadingText="Wird widerrufen …">
              Ja, widerrufen
            </Button>
            <Button asChild variant="secondary">
              <Link ref={keepRef} to="." onClick={keep}>
                Nein, Bestellung behalten
              </Link>
            </Button>
          </div>
        </Form>
      </details>
    </Card>
  );
}
