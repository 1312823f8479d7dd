import { cancelOrderMutation } from '@fuel/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerOrderQuery, customerOrdersQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';

/** The customer withdraws from an order; the order shows its new status, the lists load again. */
export function useCancelOrderMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelOrderMutation({ client: api }),
    onSuccess: (order) => {
      queryClient.setQueryData(customerOrderQuery(api, order.OrderId).queryKey, order);
      // Every status filter's list: the key without a status is a prefix of theirs.
      return queryClient.invalidateQueries({ queryKey: customerOrdersQuery(api, null).queryKey });
    },
  });
}
