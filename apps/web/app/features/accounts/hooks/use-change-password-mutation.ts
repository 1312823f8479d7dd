import { type ChangePasswordInput, changePassword } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-provider';

export function useChangePasswordMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (body: ChangePasswordInput) => {
      const { data } = await changePassword({ client: api, body, throwOnError: true });
      return data;
    },
  });
}
