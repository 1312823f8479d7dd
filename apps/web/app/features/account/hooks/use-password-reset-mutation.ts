import { type ForgotPasswordInput, requestPasswordReset } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiBaseUrl } from '../../api/api-base-url';

export function usePasswordResetMutation() {
  return useMutation({
    mutationFn: async (body: ForgotPasswordInput) => {
      const { data } = await requestPasswordReset({ baseUrl: apiBaseUrl(), body, throwOnError: true });
      return data;
    },
  });
}
