import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

/**
 * The sign-in form's route action hands the visitor's address to the API, whose limits count per account and
 * address. A proxy in front of the shop appends the address it saw; anything before it is the browser's own
 * writing. Five wrong passwords from one address, each with a different forged prefix, still count as one
 * address: the sixth is refused before its password is checked.
 */
test('a forged X-Forwarded-For prefix does not escape the sign-in limit of the form post', async ({
  request,
}) => {
  const email = `limit-${randomUUID()}@example.com`;
  const attempt = (forged: string) =>
    request.post('/benutzerkonto/anmeldung', {
      form: { intent: 'login', email, password: 'falsch-falsch' },
      headers: { 'X-Forwarded-For': `${forged}, 203.0.113.7` },
      maxRedirects: 0,
    });
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i += 1) statuses.push((await attempt(`198.51.100.${i}`)).status());
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});
