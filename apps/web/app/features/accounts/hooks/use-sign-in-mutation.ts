import { type SignInInput, signIn } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-provider';

export function useSignInMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (body: SignInInput) => {
      const { data } = await signIn({ client: api, body, throwOnError: true });
      return data;
    },
  });
}
