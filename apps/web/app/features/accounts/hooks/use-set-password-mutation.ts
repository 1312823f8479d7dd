import { type SetPasswordInput, setNewPassword } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiBaseUrl } from '../../../lib/api/api-base-url';

export function useSetPasswordMutation() {
  return useMutation({
    mutationFn: async (body: SetPasswordInput) => {
      const { data } = await setNewPassword({ baseUrl: apiBaseUrl(), body, throwOnError: true });
      return data;
    },
  });
}
