import { type PersonalDataInput, updatePersonalData } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiBaseUrl } from '../../../lib/api/api-base-url';

export function usePersonalDataMutation() {
  return useMutation({
    mutationFn: async (body: PersonalDataInput) => {
      const { data } = await updatePersonalData({ baseUrl: apiBaseUrl(), body, throwOnError: true });
      return data;
    },
  });
}
