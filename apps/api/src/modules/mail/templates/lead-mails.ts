import { Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import {
  LEAD_CONFIRM_PATH,
  LEAD_CONFIRM_TTL_DAYS,
  PREFERRED_CONTACT_TIME_LABELS,
  type PreferredContactTime,
} from '@fuel/domain/leads';
import type { OutgoingMail } from '../mail.types.js';
import { greeting } from './account-mails.js';
import { BRAND, MailSites, composeMail } from './mail-layout.js';

export interface LeadConfirmMailInput {
  /** The lead's id: one mail per lead however often the form is sent again. */
  leadId: string;
  to: string;
  countryId: CountryId;
  /** Raw token of the link (only its hash is stored). */
  token: string;
  salutation: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  zipCode: string;
  preferredContactTime: PreferredContactTime;
}

/** The German mails of the consumption guide's leads. */
@Injectable()
export class LeadMails {
  constructor(private readonly sites: MailSites) {}

  /** Double opt-in: nothing goes to the partner before the owner of the mailbox confirms. */
  confirmRequest(input: LeadConfirmMailInput): OutgoingMail {
    const mail = composeMail(this.sites, input.to, input.countryId, 'lead-confirm', (ctx) => ({
      subject: 'Bitte bestätigen Sie Ihre Anfrage zur Heizungsmodernisierung',
      greeting: greeting({ title1: input.salutation, title2: null, lastName: input.lastName }),
      paragraphs: [
        `vielen Dank für Ihre Anfrage beim ${BRAND} ${ctx.countryName}. Unser Modernisierungspartner meldet sich bei Ihnen mit einem unverbindlichen Angebot.`,
        'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den folgenden Link. Erst danach geben wir Ihre Angaben, Ihre Antworten und das Ergebnis Ihres Verbrauchsvergleichs an unseren Partner weiter.',
      ],
      sections: [
        {
          heading: 'Ihre Angaben',
          rows: [
            { label: 'Name', value: `${input.firstName} ${input.lastName}` },
            { label: 'Telefon', value: input.phone },
            { label: 'Postleitzahl', value: input.zipCode },
            { label: 'Erreichbar', value: PREFERRED_CONTACT_TIME_LABELS[input.preferredContactTime] },
          ],
        },
      ],
      action: {
        label: 'Anfrage bestätigen',
        url: `${ctx.baseUrl}${LEAD_CONFIRM_PATH}?token=${input.token}`,
      },
      note: `Der Link ist ${LEAD_CONFIRM_TTL_DAYS} Tage gültig. Falls Sie keine Anfrage gestellt haben, ignorieren Sie diese E-Mail; ohne Bestätigung geben wir nichts weiter.`,
    }));
    return { ...mail, dedupeKey: `lead-confirm:${input.leadId}` };
  }
}
