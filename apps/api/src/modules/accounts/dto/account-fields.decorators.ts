import { COUNTRY_IDS } from '@fuel/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/**
 * Applies the decorators bottom-up, exactly as if they were stacked above the property, so the
 * validation rules (and so the order of a field's messages) register as they did when written inline.
 */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...decorators.reverse());
}

/** Only the keys that are set, so a left-out example does not show up in the OpenAPI document. */
function withExample(example: string | undefined): { example?: string } {
  return example === undefined ? {} : { example };
}

/** CountryId of a site: 1 (de), 2 (at) or 3 (ch). */
export function IsCountryId(): PropertyDecorator {
  return IsIn(COUNTRY_IDS, {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  });
}

/** Optional salutation or academic title out of a fixed list (Title1, Title2). */
export function TitleField(values: readonly string[]): PropertyDecorator {
  return stacked(ApiPropertyOptional({ enum: values, nullable: true }), IsOptional(), IsIn(values));
}

/** Required, non-empty text of at most maxLength characters (names, street, house number, city). */
export function RequiredTextField(maxLength: number, example?: string): PropertyDecorator {
  return stacked(
    ApiProperty({ ...withExample(example), maxLength }),
    IsString(),
    IsNotEmpty(),
    MaxLength(maxLength),
  );
}

/** Optional company name (at most 200 characters). */
export function CompanyField(): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 }),
    IsOptional(),
    IsString(),
    MaxLength(200),
  );
}

/** Optional phone number: digits, spaces, ()/- and a leading +. */
export function PhoneField(example?: string): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: String, nullable: true, ...withExample(example) }),
    IsOptional(),
    IsString(),
    Matches(/^[+\d][\d ()/-]{4,30}$/, { message: 'Bitte geben Sie eine gültige Telefonnummer ein.' }),
  );
}

/** A field of a half-filled form: optional, nullable text where only the length is checked. */
export function DraftTextField(maxLength: number): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: String, nullable: true }),
    IsOptional(),
    IsString(),
    MaxLength(maxLength),
  );
}
