import { type PersonalDataInput, updatePersonalData } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-provider';

export function usePersonalDataMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (body: PersonalDataInput) => {
      const { data } = await updatePersonalData({ client: api, body, throwOnError: true });
      return data;
    },
  });
}
