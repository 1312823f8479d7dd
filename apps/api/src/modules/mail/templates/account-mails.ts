import { Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import type { OutgoingMail } from '../mail.types.js';
import { BRAND, type MailContent, MailSites, type SiteMailContext, composeMail } from './mail-layout.js';

export interface AccountMailInput {
  to: string;
  countryId: CountryId;
  /** Raw token of the link (only its hash is stored). */
  token: string;
  /** With `isGuest` (a guest checkout's row) the mails speak of the order, not of an account. */
  name: { title1: string | null; title2: string | null; lastName: string | null; isGuest?: boolean };
}

/** The German account mails; links point at the web routes of spec 2 §2 on the user's site. */
@Injectable()
export class AccountMails {
  constructor(private readonly sites: MailSites) {}

  confirmRequest(input: AccountMailInput): OutgoingMail {
    if (input.name.isGuest) return this.confirmGuestAddress(input);
    return this.build(input, 'confirm-request', (ctx) => ({
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      greeting: greeting(input.name),
      paragraphs: [
        `vielen Dank für Ihre Registrierung beim ${BRAND} ${ctx.countryName}.`,
        'Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link. Mit einem Kundenkonto sind Sie danach gleich angemeldet.',
      ],
      action: {
        label: 'E-Mail-Adresse bestätigen',
        url: `${ctx.baseUrl}/anfrage-bestaetigen?token=${input.token}`,
      },
      note: 'Der Link ist 7 Tage gültig. Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
    }));
  }

  /** A guest orders without an account: the confirmation is of the address the order mails go to. */
  private confirmGuestAddress(input: AccountMailInput): OutgoingMail {
    return this.build(input, 'confirm-request', (ctx) => ({
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      greeting: greeting(input.name),
      paragraphs: [
        `Sie bestellen beim ${BRAND} ${ctx.countryName} als Gast, ohne Kundenkonto.`,
        'Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link: An diese Adresse senden wir die Bestätigung und alle Nachrichten zu Ihrer Bestellung.',
      ],
      action: {
        label: 'E-Mail-Adresse bestätigen',
        url: `${ctx.baseUrl}/anfrage-bestaetigen?token=${input.token}`,
      },
      note: 'Der Link ist 7 Tage gültig. Falls Sie nicht bei uns bestellen, ignorieren Sie diese E-Mail.',
    }));
  }

  confirmEmailChange(input: AccountMailInput): OutgoingMail {
    return this.build(input, 'confirm-email-change', (ctx) => ({
      subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
      greeting: greeting(input.name),
      paragraphs: [
        'Sie möchten die E-Mail-Adresse Ihres Kundenkontos auf diese Adresse ändern.',
        'Bitte bestätigen Sie die Änderung; bis dahin gilt Ihre bisherige Adresse.',
      ],
      action: {
        label: 'E-Mail-Adresse bestätigen',
        url: `${ctx.baseUrl}/email-anpassung-bestaetigen?token=${input.token}`,
      },
      note: 'Der Link ist 24 Stunden gültig.',
    }));
  }

  resetPassword(input: AccountMailInput): OutgoingMail {
    return this.build(input, 'reset-password', (ctx) => ({
      subject: 'Neues Kennwort festlegen',
      greeting: greeting(input.name),
      paragraphs: [
        'Sie haben ein neues Kennwort für Ihr Kundenkonto angefordert.',
        'Über den folgenden Link legen Sie es fest.',
      ],
      action: {
        label: 'Neues Kennwort festlegen',
        url: `${ctx.baseUrl}/neues-kennwort-setzen/${input.token}`,
      },
      note: 'Der Link ist 1 Stunde gültig. Falls Sie kein neues Kennwort angefordert haben, ignorieren Sie diese E-Mail; Ihr Kennwort bleibt unverändert.',
    }));
  }

  /**
   * A registration of an address with guest orders: the account waits for the owner of the mailbox, who sets
   * a password with the link, which confirms the account and moves the guest orders into it.
   */
  claimGuestOrders(input: AccountMailInput): OutgoingMail {
    return this.build(input, 'claim-guest', (ctx) => ({
      subject: 'Bitte bestätigen Sie Ihr Kundenkonto',
      greeting: greeting(input.name),
      paragraphs: [
        `mit Ihrer E-Mail-Adresse wurde ein Kundenkonto beim ${BRAND} ${ctx.countryName} registriert. Zu dieser Adresse gibt es bereits Bestellungen, die als Gast aufgegeben wurden.`,
        'Wenn Sie das waren, legen Sie über den folgenden Link ein Kennwort fest. Damit bestätigen Sie Ihr Kundenkonto, und Ihre Gastbestellungen erscheinen darin.',
      ],
      action: {
        label: 'Kennwort festlegen und Bestellungen übernehmen',
        url: `${ctx.baseUrl}/gastbestellungen-uebernehmen/${input.token}`,
      },
      note: 'Der Link ist 7 Tage gültig. Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail; niemand sieht Ihre Gastbestellungen.',
    }));
  }

  /**
   * Someone registered an address that has an account: nothing changes, the owner hears of it. With guest
   * orders at the address the button claims them (`token`), otherwise it leads to the sign-in.
   */
  registrationAttempt(input: Omit<AccountMailInput, 'token'> & { token: string | null }): OutgoingMail {
    return composeMail(this.sites, input.to, input.countryId, 'registration-attempt', (ctx) => {
      const signIn = `${ctx.baseUrl}/benutzerkonto/anmeldung`;
      return {
        subject: 'Registrierung mit Ihrer E-Mail-Adresse',
        greeting: greeting(input.name),
        paragraphs: [
          `jemand hat versucht, sich beim ${BRAND} ${ctx.countryName} mit Ihrer E-Mail-Adresse zu registrieren. Für diese Adresse besteht bereits ein Kundenkonto; daran haben wir nichts geändert.`,
          `Waren Sie das? Dann melden Sie sich an oder setzen Sie Ihr Kennwort zurück („Kennwort vergessen?“ auf der Anmeldeseite): ${signIn}`,
          ...(input.token
            ? [
                'Zu Ihrer E-Mail-Adresse gibt es außerdem Bestellungen, die als Gast aufgegeben wurden. Über den folgenden Link legen Sie ein Kennwort fest und übernehmen sie in Ihr Kundenkonto.',
              ]
            : []),
        ],
        action: input.token
          ? {
              label: 'Kennwort festlegen und Bestellungen übernehmen',
              url: `${ctx.baseUrl}/gastbestellungen-uebernehmen/${input.token}`,
            }
          : { label: 'Anmelden', url: signIn },
        note: input.token
          ? 'Der Link ist 7 Tage gültig. Falls Sie das nicht waren, müssen Sie nichts tun; Ihr Kennwort bleibt unverändert.'
          : 'Falls Sie das nicht waren, müssen Sie nichts tun; Ihr Kennwort bleibt unverändert.',
      };
    });
  }

  /** To an account's address that another customer tried to move their account to: nothing changes. */
  emailChangeAttempt(input: Omit<AccountMailInput, 'token'>): OutgoingMail {
    return composeMail(this.sites, input.to, input.countryId, 'email-change-attempt', (ctx) => ({
      subject: 'Änderungswunsch auf Ihre E-Mail-Adresse',
      greeting: greeting(input.name),
      paragraphs: [
        `jemand wollte beim ${BRAND} ${ctx.countryName} die E-Mail-Adresse eines anderen Kundenkontos in Ihre ändern. Für Ihre Adresse besteht bereits ein Kundenkonto; daran hat sich nichts geändert.`,
      ],
      action: { label: 'Anmelden', url: `${ctx.baseUrl}/benutzerkonto/anmeldung` },
      note: 'Sie müssen nichts tun.',
    }));
  }

  /** To the new address support entered: the owner confirms the change; until then the old address holds. */
  supportEmailChange(input: AccountMailInput): OutgoingMail {
    return this.build(input, 'support-email-change', (ctx) => ({
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

  /** To the old address: support's change to another address is pending (the new one shown only in part). */
  supportEmailChangeNotice(input: Omit<AccountMailInput, 'token'> & { newEmail: string }): OutgoingMail {
    return composeMail(this.sites, input.to, input.countryId, 'support-email-change-notice', (ctx) => ({
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

  confirmNotifications(input: AccountMailInput): OutgoingMail {
    return this.build(input, 'confirm-notifications', (ctx) => ({
      subject: 'Bitte bestätigen Sie Ihre Benachrichtigungen',
      greeting: greeting(input.name),
      paragraphs: ['Bitte bestätigen Sie, dass wir Ihnen Benachrichtigungen per E-Mail senden dürfen.'],
      action: {
        label: 'Benachrichtigungen bestätigen',
        url: `${ctx.baseUrl}/benachrichtigungen/${input.token}/bestaetigen`,
      },
      note: 'Der Link ist 7 Tage gültig.',
    }));
  }

  private build(
    input: AccountMailInput,
    template: string,
    content: (context: SiteMailContext) => MailContent,
  ): OutgoingMail {
    return composeMail(this.sites, input.to, input.countryId, template, content);
  }
}

export function greeting(name: AccountMailInput['name']): string {
  if (!name.lastName) return 'Guten Tag,';
  const salutation =
    name.title1 === 'Herr'
      ? 'Sehr geehrter Herr'
      : name.title1 === 'Frau'
        ? 'Sehr geehrte Frau'
        : 'Guten Tag';
  return `${[salutation, name.title2, name.lastName].filter(Boolean).join(' ')},`;
}

/** `m***@example.com`: enough for the owner to recognise their address, little for anyone else. */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}
