import { type SignInInput, signIn } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiBaseUrl } from '../../../lib/api/api-base-url';

export function useSignInMutation() {
  return useMutation({
    mutationFn: async (body: SignInInput) => {
      const { data } = await signIn({ baseUrl: apiBaseUrl(), body, throwOnError: true });
      return data;
    },
  });
}
