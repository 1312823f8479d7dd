import {
  type OrderOutput,
  confirmDealerOrder,
  declineDealerOrder,
  markDealerOrderDelivered,
} from '@fuel/api-client';
import { siteToday } from '@fuel/domain';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiClient } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-provider';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';
import { useSite } from '../../../lib/site/site-provider';

type Action =
  | { kind: 'confirm'; DeliveryDate: string }
  | { kind: 'decline'; Reason: string }
  | { kind: 'delivered'; DeliveredAmount: number };

function runAction(api: ApiClient, orderId: number, action: Action) {
  const base = { client: api, path: { orderId }, throwOnError: true } as const;
  switch (action.kind) {
    case 'confirm':
      return confirmDealerOrder({ ...base, body: { DeliveryDate: action.DeliveryDate } });
    case 'decline':
      return declineDealerOrder({ ...base, body: { Reason: action.Reason } });
    case 'delivered':
      return markDealerOrderDelivered({ ...base, body: { DeliveredAmount: action.DeliveredAmount } });
  }
}

/**
 * What the dealer may do with an order in its status: confirm with a delivery date or decline with a
 * reason, report the delivered amount — as the order's AllowedActions say; the server guards every transition.
 */
export function DealerOrderActions({ order }: { readonly order: OrderOutput }) {
  const api = useApiClient();
  const site = useSite();
  const { revalidate } = useRevalidator();
  const mutation = useMutation({
    mutationFn: (action: Action) => runAction(api, order.OrderId, action),
    onSuccess: () => void revalidate(),
  });
  const submit = (build: (form: FormData) => Action) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(build(new FormData(event.currentTarget)));
  };
  const id = (name: string) => `${name}-${order.OrderId}`;
  return (
    <>
      {order.AllowedActions.includes('confirm') && (
        <form
          className="inline-form"
          onSubmit={submit((form) => ({ kind: 'confirm', DeliveryDate: String(form.get('deliveryDate')) }))}
        >
          <label htmlFor={id('date')}>Liefertermin</label>{' '}
          <input id={id('date')} type="date" name="deliveryDate" min={siteToday(site.code)} required />{' '}
          <button type="submit" className="button" disabled={mutation.isPending}>
            Bestätigen
          </button>
        </form>
      )}
      {order.AllowedActions.includes('decline') && (
        <form
          className="inline-form"
          onSubmit={submit((form) => ({ kind: 'decline', Reason: String(form.get('reason')) }))}
        >
          <label htmlFor={id('reason')}>Grund der Ablehnung</label>{' '}
          <input id={id('reason')} name="reason" required />{' '}
          <button type="submit" className="button button--secondary" disabled={mutation.isPending}>
            Ablehnen
          </button>
        </form>
      )}
      {order.AllowedActions.includes('deliver') && (
        <form
          className="inline-form"
          onSubmit={submit((form) => ({ kind: 'delivered', DeliveredAmount: Number(form.get('amount')) }))}
        >
          <label htmlFor={id('amount')}>{`Gelieferte Menge in ${order.Price.Unit}`}</label>{' '}
          <input
            id={id('amount')}
            name="amount"
            inputMode="numeric"
            defaultValue={order.Price.Amount}
            required
          />{' '}
          <button type="submit" className="button" disabled={mutation.isPending}>
            Als geliefert melden
          </button>
        </form>
      )}
      <MutationFeedback isError={mutation.isError} error={mutation.error} />
    </>
  );
}
