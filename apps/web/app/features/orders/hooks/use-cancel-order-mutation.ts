import { cancelOrderMutation } from '@fuel/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBaseUrl } from '../../../lib/api/api-base-url';
import { customerOrderQuery, customerOrdersQuery } from '../queries';

/** The customer withdraws from an order; the order shows its new status, the lists load again. */
export function useCancelOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelOrderMutation({ baseUrl: apiBaseUrl() }),
    onSuccess: (order) => {
      queryClient.setQueryData(customerOrderQuery(order.OrderId).queryKey, order);
      // Every status filter's list: the key without a status is a prefix of theirs.
      return queryClient.invalidateQueries({ queryKey: customerOrdersQuery(null).queryKey });
    },
  });
}
