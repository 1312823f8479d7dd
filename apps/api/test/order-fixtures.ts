import type { CalculationConfigurationInput } from '../src/modules/offers/dto/calculation-configuration.input.js';

/** 3,000 l of standard heating oil to one station in 80331 München, every option at its default (invoice). */
export const MUNICH_CONFIGURATION = {
  ZipCode: '80331',
  Amount: 3000,
  Stations: 1,
  ProductGroupId: 1,
  Product: { Id: 1, ClimateNeutral: false },
  Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
  CountryId: 1,
  Cn: false,
  Ap: false,
} satisfies CalculationConfigurationInput;
