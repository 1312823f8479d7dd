import { describe, expect, it } from 'vitest';
import { operatorContacts, phoneHref } from './operator-contact.util.js';

describe('operatorContacts', () => {
  it('falls back to demo values for every site', () => {
    const contacts = operatorContacts({});
    expect(contacts.de.customerPhone).toBe('+49 800 0000000');
    expect(contacts.ch.customerPhone).toBe('+41 800 000000');
    expect(contacts.at.companyName).toBe(contacts.de.companyName);
    expect(contacts.ch.street).not.toMatch(/ß/);
  });

  it('reads the shared values once and the phone and hours per site', () => {
    const env = {
      OPERATOR_COMPANY: ' Öl & Co. KG ',
      CUSTOMER_PHONE_AT: '+43 1 234 56 78',
      CUSTOMER_SERVICE_HOURS_CH: 'Mo–Sa 7:30–19:00 Uhr',
    };
    expect(operatorContacts(env).at).toMatchObject({
      companyName: 'Öl & Co. KG',
      customerPhone: '+43 1 234 56 78',
    });
    expect(operatorContacts(env).ch.serviceHours).toBe('Mo–Sa 7:30–19:00 Uhr');
    expect(operatorContacts(env).de.serviceHours).toBe('Mo–Fr 8:00–18:00 Uhr');
  });

  it('names every malformed variable at once', () => {
    expect(() => operatorContacts({ OPERATOR_EMAIL: 'kein-mail', CUSTOMER_PHONE_CH: 'anrufen!' })).toThrow(
      /OPERATOR_EMAIL[\s\S]*CUSTOMER_PHONE_CH/,
    );
  });

  it('builds a dialable tel: link', () => {
    expect(phoneHref('+49 (800) 000-0000')).toBe('tel:+498000000000');
  });
});
