/** The level a price snapshot aggregates: a whole site, a state, a county, a postal code. */
export type PriceScope = 'country' | 'state' | 'county' | 'city';
