import type { OrderOutput } from '@fuel/api-client';
import { formatShortDateTime, withdrawalDeadline } from '@fuel/domain';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';
import { useCancelOrderMutation } from '../hooks/use-cancel-order-mutation';

/**
 * 'Bestellung widerrufen' while the 14-day withdrawal period runs: a confirmation asks first (with an
 * optional reason), then the order is cancelled and shows its new status.
 */
export function WithdrawOrder({ order }: { readonly order: OrderOutput }) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useCancelOrderMutation();
  const keepRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  // The safe choice has the focus when the question appears.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  if (mutation.isSuccess) {
    return (
      <MutationFeedback
        isError={false}
        error={null}
        success="Ihre Bestellung wurde widerrufen. Wir haben den Händler informiert."
      />
    );
  }
  // The API says what the customer may do (status and the 14-day period), by the rules it checks on the call.
  if (!order.AllowedActions.includes('cancel')) return null;

  const deadline = withdrawalDeadline(new Date(order.PlacedAt));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    mutation.mutate({ path: { orderId: order.OrderId }, body: reason ? { Reason: reason } : {} });
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setConfirming(false);
  };
  return (
    <section className="withdraw-order" aria-labelledby={`${id}-headline`}>
      <h2 id={`${id}-headline`}>Widerruf</h2>
      <p>{`Sie können diese Bestellung bis ${formatShortDateTime(deadline, order.CountryId)} Uhr ohne Angabe von Gründen widerrufen.`}</p>
      {confirming ? (
        <div
          className="confirm-dialog"
          role="alertdialog"
          aria-labelledby={`${id}-question`}
          aria-describedby={`${id}-consequence`}
          onKeyDown={closeOnEscape}
        >
          <p id={`${id}-question`}>
            <strong>{`Bestellung ${order.OrderNumber} wirklich widerrufen?`}</strong>
          </p>
          <p id={`${id}-consequence`}>
            Wir informieren den Händler, und die Bestellung wird nicht geliefert. Der Widerruf lässt sich
            nicht rückgängig machen.
          </p>
          <form onSubmit={submit}>
            <div className="form-field">
              <label htmlFor={`${id}-reason`}>Grund (optional)</label>
              <textarea id={`${id}-reason`} name="reason" maxLength={500} rows={2} />
            </div>
            <button type="submit" className="button" disabled={mutation.isPending}>
              Ja, widerrufen
            </button>{' '}
            <button
              type="button"
              className="button button--secondary"
              ref={keepRef}
              onClick={() => setConfirming(false)}
            >
              Nein, Bestellung behalten
            </button>
          </form>
        </div>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Bestellung widerrufen
        </button>
      )}
      <MutationFeedback isError={mutation.isError} error={mutation.error} />
    </section>
  );
}
