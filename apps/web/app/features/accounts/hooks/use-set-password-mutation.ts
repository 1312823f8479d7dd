import { type SetPasswordInput, setNewPassword } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-provider';

export function useSetPasswordMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (body: SetPasswordInput) => {
      const { data } = await setNewPassword({ client: api, body, throwOnError: true });
      return data;
    },
  });
}
