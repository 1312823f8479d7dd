import { type RegisterInput, register } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-provider';

export function useRegisterMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (body: RegisterInput) => {
      const { data } = await register({ client: api, body, throwOnError: true });
      return data;
    },
  });
}
