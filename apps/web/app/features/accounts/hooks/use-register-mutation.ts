import { type RegisterInput, register } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiBaseUrl } from '../../../lib/api/api-base-url';

export function useRegisterMutation() {
  return useMutation({
    mutationFn: async (body: RegisterInput) => {
      const { data } = await register({ baseUrl: apiBaseUrl(), body, throwOnError: true });
      return data;
    },
  });
}
