import { type ChangeEmailInput, changeEmail } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-provider';

export function useChangeEmailMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (body: ChangeEmailInput) => {
      const { data } = await changeEmail({ client: api, body, throwOnError: true });
      return data;
    },
  });
}
