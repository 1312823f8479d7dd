import { type ChangeEmailInput, changeEmail } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiBaseUrl } from '../../../lib/api/api-base-url';

export function useChangeEmailMutation() {
  return useMutation({
    mutationFn: async (body: ChangeEmailInput) => {
      const { data } = await changeEmail({ baseUrl: apiBaseUrl(), body, throwOnError: true });
      return data;
    },
  });
}
