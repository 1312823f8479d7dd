import type { CountryId } from '@fuel/domain';
import { type MailSites, type OutgoingMail, composeMail, greeting } from '../mail/index.js';

type Name = Parameters<typeof greeting>[0];

/** To the new address: the owner confirms the change support entered; until then the old address holds. */
export function supportEmailChangeMail(
  sites: MailSites,
  input: { to: string; countryId: CountryId; token: string; name: Name },
): OutgoingMail {
  return composeMail(sites, input.to, input.countryId, 'support-email-change', (ctx) => ({
    subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    greeting: greeting(input.name),
    paragraphs: [
      `unser Kundenservice hat die E-Mail-Adresse Ihres Kundenkontos auf diese Adresse umgestellt.`,
      'Bitte bestätigen Sie die Änderung über den folgenden Link; bis dahin gilt Ihre bisherige Adresse.',
    ],
    action: {
      label: 'E-Mail-Adresse bestätigen',
      url: `${ctx.baseUrl}/email-anpassung-bestaetigen?token=${input.token}`,
    },
    note: 'Der Link ist 24 Stunden gültig. Falls Sie das nicht veranlasst haben, ignorieren Sie diese E-Mail; es ändert sich nichts.',
  }));
}

/** To the old address: a change to another address is pending (the new one is shown only in part). */
export function supportEmailChangeNotice(
  sites: MailSites,
  input: { to: string; countryId: CountryId; newEmail: string; name: Name },
): OutgoingMail {
  return composeMail(sites, input.to, input.countryId, 'support-email-change-notice', (ctx) => ({
    subject: 'Änderung Ihrer E-Mail-Adresse',
    greeting: greeting(input.name),
    paragraphs: [
      `unser Kundenservice hat die E-Mail-Adresse Ihres Kundenkontos auf ${maskedEmail(input.newEmail)} umgestellt. An diese Adresse haben wir einen Link geschickt; erst wenn er bestätigt ist, gilt die neue Adresse.`,
      'Bis dahin melden Sie sich wie gewohnt mit dieser Adresse an.',
    ],
    action: { label: 'Anmelden', url: `${ctx.baseUrl}/benutzerkonto/anmeldung` },
    note: 'Falls Sie das nicht veranlasst haben, antworten Sie bitte nicht auf den Link, sondern wenden Sie sich an unseren Kundenservice.',
  }));
}

/** `m***@example.com`: enough for the owner to recognise their address, little for anyone else. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}
