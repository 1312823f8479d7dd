import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../../core/config/app-config.js';
import {
  type PartnerLead,
  SANDBOX_LEAD_PARTNER_ZIP_CODES as zipCodes,
  SandboxLeadPartner,
} from './lead-partner.js';

const lead = (id: string, zipCode: string): PartnerLead => ({ id, countryId: 1, zipCode }) as PartnerLead;

describe('SandboxLeadPartner', () => {
  const partner = new SandboxLeadPartner(loadConfig({}).leadPartnerCountries);

  it('serves Germany and Austria by default, not Switzerland nor the documented codes', async () => {
    expect(await partner.isAvailable(1, '80331')).toBe(true);
    expect(await partner.isAvailable(2, '1010')).toBe(true);
    expect(await partner.isAvailable(3, '8001')).toBe(false);
    expect(await partner.isAvailable(1, '99998')).toBe(false);
    expect(await partner.isAvailable(2, '9992')).toBe(false);
    await expect(partner.isAvailable(1, zipCodes.checkFails)).rejects.toThrow(/check failure/);
  });

  it('answers the same reference for the same lead, and fails for the documented code', async () => {
    const first = await partner.transfer(lead('2b0c6f0e-0000-4000-8000-000000000001', '80331'));
    expect(first.reference).toMatch(/^SANDBOX-LEAD-[0-9A-F]{12}$/);
    expect(await partner.transfer(lead('2b0c6f0e-0000-4000-8000-000000000001', '80331'))).toEqual(first);
    expect(await partner.transfer(lead('2b0c6f0e-0000-4000-8000-000000000002', '80331'))).not.toEqual(first);
    await expect(partner.transfer(lead('x', zipCodes.transferFails))).rejects.toThrow(/transfer failure/);
    await expect(partner.transfer(lead('x', '99998'))).rejects.toThrow(/not served/);
  });

  it('takes its coverage from LEAD_PARTNER_COUNTRIES', async () => {
    const swiss = new SandboxLeadPartner(loadConfig({ LEAD_PARTNER_COUNTRIES: 'ch' }).leadPartnerCountries);
    expect(await swiss.isAvailable(3, '8001')).toBe(true);
    expect(await swiss.isAvailable(1, '80331')).toBe(false);
    expect(loadConfig({ LEAD_PARTNER_COUNTRIES: '' }).leadPartnerCountries).toEqual([]);
    expect(() => loadConfig({ LEAD_PARTNER_COUNTRIES: 'de,fr' })).toThrow(/LEAD_PARTNER_COUNTRIES/);
  });
});
