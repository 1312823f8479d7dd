import { type CountryId } from '../common/countries.constant.js';
import { type ProductGroupId } from './product-groups.constant.js';

/** CSS classes that colour a fuel by its product family. */
export const FUEL_COLOUR_CLASSES = [
  'standard',
  'super',
  'bio',
  'diesel',
  'schwechat',
  'el',
  'oeko',
  'elsuper',
  'oekosuper',
  'ecotherm',
  'hvo100',
  'dieselsuper',
  'dieselbio',
  'vitatherm',
] as const;
export type FuelColourClass = (typeof FUEL_COLOUR_CLASSES)[number];

export type ProductQuality = 'standard' | 'premium' | 'bio';

export interface Product {
  readonly id: number;
  readonly countryId: CountryId;
  readonly productGroupId: ProductGroupId;
  readonly name: string;
  readonly description: string;
  readonly quality: ProductQuality;
  readonly colourClass: FuelColourClass;
  /** The product a calculation falls back to for its site and group (1, 6 and 12 for heating oil). */
  readonly isDefault: boolean;
  /** Whether dealers may offer it climate-neutral (CO₂ compensation surcharge). */
  readonly climateNeutralAvailable: boolean;
}

function product(
  id: number,
  countryId: CountryId,
  productGroupId: ProductGroupId,
  name: string,
  description: string,
  quality: ProductQuality,
  colourClass: FuelColourClass,
  isDefault = false,
): Product {
  const climateNeutralAvailable = productGroupId === 1 || productGroupId === 2;
  return {
    id,
    countryId,
    productGroupId,
    name,
    description,
    quality,
    colourClass,
    isDefault,
    climateNeutralAvailable,
  };
}

/** Every product of the three sites. Ids are global; the defaults per site and group are flagged. */
export const PRODUCTS: readonly Product[] = [
  product(
    1,
    1,
    1,
    'Heizöl Standard schwefelarm',
    'DIN 51603-1, max. 50 mg/kg Schwefel',
    'standard',
    'standard',
    true,
  ),
  product(
    2,
    1,
    1,
    'Heizöl Premium schwefelarm',
    'mit Additiven für saubere Verbrennung und Lagerstabilität',
    'premium',
    'super',
  ),
  product(3, 1, 1, 'Bio-Heizöl B10', 'schwefelarm mit 10 % Biokomponente', 'bio', 'bio'),
  product(4, 1, 2, 'Diesel', 'DIN EN 590', 'standard', 'diesel', true),
  product(5, 1, 2, 'Premium-Diesel', 'mit Additivpaket für Motor und Lagerung', 'premium', 'dieselsuper'),
  product(
    6,
    2,
    1,
    'Heizöl Extra Leicht schwefelfrei',
    'ÖNORM C1109, max. 10 mg/kg Schwefel',
    'standard',
    'el',
    true,
  ),
  product(7, 2, 1, 'Heizöl Extra Leicht Premium', 'schwefelfrei mit Additiven', 'premium', 'elsuper'),
  product(8, 2, 1, 'Öko-Heizöl', 'schwefelfrei mit Biokomponente', 'bio', 'oeko'),
  product(9, 2, 2, 'Diesel', 'ÖNORM EN 590', 'standard', 'diesel', true),
  product(10, 2, 2, 'Premium-Diesel', 'mit Additivpaket', 'premium', 'dieselsuper'),
  product(
    12,
    3,
    1,
    'Heizöl Euro-Qualität schwefelarm',
    'SN 181160-2, max. 50 mg/kg Schwefel',
    'standard',
    'standard',
    true,
  ),
  product(13, 3, 1, 'Heizöl Öko-Plus', 'schwefelarm mit Additiven', 'premium', 'oekosuper'),
  product(14, 3, 1, 'HVO100', 'hydriertes Pflanzenöl, fossilfrei', 'bio', 'hvo100'),
  product(15, 3, 2, 'Diesel', 'SN EN 590', 'standard', 'diesel', true),
  product(16, 3, 2, 'Bio-Diesel-Mischung', 'mit 7 % Biokomponente', 'bio', 'dieselbio'),
  product(
    20,
    1,
    3,
    'Holzpellets ENplus A1 lose',
    'DIN EN ISO 17225-2, im Silofahrzeug eingeblasen',
    'standard',
    'standard',
    true,
  ),
  product(
    21,
    1,
    4,
    'Holzpellets ENplus A1 Sackware',
    '15-kg-Säcke auf Palette (65 Säcke)',
    'standard',
    'standard',
    true,
  ),
  product(22, 1, 5, 'AdBlue', 'ISO 22241, Harnstofflösung 32,5 %', 'standard', 'standard', true),
  product(
    23,
    2,
    3,
    'Holzpellets ENplus A1 lose',
    'ÖNORM EN ISO 17225-2, im Silofahrzeug eingeblasen',
    'standard',
    'standard',
    true,
  ),
  product(
    24,
    2,
    4,
    'Holzpellets ENplus A1 Sackware',
    '15-kg-Säcke auf Palette (65 Säcke)',
    'standard',
    'standard',
    true,
  ),
  product(25, 2, 5, 'AdBlue', 'ISO 22241, Harnstofflösung 32,5 %', 'standard', 'standard', true),
  product(
    26,
    3,
    3,
    'Holzpellets ENplus A1 lose',
    'SN EN ISO 17225-2, im Silofahrzeug eingeblasen',
    'standard',
    'standard',
    true,
  ),
  product(
    27,
    3,
    4,
    'Holzpellets ENplus A1 Sackware',
    '15-kg-Säcke auf Palette (65 Säcke)',
    'standard',
    'standard',
    true,
  ),
  product(28, 3, 5, 'AdBlue', 'ISO 22241, Harnstofflösung 32,5 %', 'standard', 'standard', true),
];

export function productsOf(countryId: CountryId, productGroupId: ProductGroupId): Product[] {
  return PRODUCTS.filter((p) => p.countryId === countryId && p.productGroupId === productGroupId);
}

export function defaultProductOf(countryId: CountryId, productGroupId: ProductGroupId): Product {
  return productsOf(countryId, productGroupId).find((p) => p.isDefault) as Product;
}

export function productById(id: number): Product | undefined {
  return PRODUCTS.find((p) => p.id === id);
}
