import { type ChangePasswordInput, changePassword } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiBaseUrl } from '../../../lib/api/api-base-url';

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: async (body: ChangePasswordInput) => {
      const { data } = await changePassword({ baseUrl: apiBaseUrl(), body, throwOnError: true });
      return data;
    },
  });
}
