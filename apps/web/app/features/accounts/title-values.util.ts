import type { RegisterInput } from '@fuel/api-client';

/** A select's value as the API's Title1/Title2 (empty: none). */
export function titleValues(form: FormData): Pick<RegisterInput, 'Title1' | 'Title2'> {
  const title1 = String(form.get('title1') ?? '');
  const title2 = String(form.get('title2') ?? '');
  return {
    ...(title1 && { Title1: title1 as NonNullable<RegisterInput['Title1']> }),
    ...(title2 && { Title2: title2 as NonNullable<RegisterInput['Title2']> }),
  };
}
