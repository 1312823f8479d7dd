import { describe, expect, it } from '@jest/globals';
import { Type } from 'class-transformer';
import {
  Equals,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsCalendarDate } from './calendar-date.validator.js';
import { type AppException } from './error-response.js';
import { createValidationPipe, germanConstraintMessage } from './validation.js';

class Sample {
  @IsInt()
  @Min(500)
  @Max(32000)
  Amount!: number;

  @IsString()
  @MaxLength(5)
  ZipCode!: string;

  @IsIn([1, 2, 3])
  CountryId!: number;
}

/** Rules that declare their own message (a text or a function of the rule's arguments). */
class Rating {
  @IsInt({ message: 'Bitte vergeben Sie 1 bis 5 Sterne.' })
  @Min(1, { message: 'Bitte vergeben Sie 1 bis 5 Sterne.' })
  @Max(5, { message: 'Bitte vergeben Sie 1 bis 5 Sterne.' })
  Stars!: number;

  @Equals(true, { message: 'Bitte bestätigen Sie die AGB.' })
  AcceptTerms!: boolean;

  @IsString()
  @MaxLength(10, {
    message: (args) => `Der Text darf höchstens ${String(args.constraints[0])} Zeichen lang sein.`,
  })
  Text!: string;

  @IsOptional()
  @IsCalendarDate({ message: 'Bitte geben Sie ein gültiges Lieferdatum im Format JJJJ-MM-TT an.' })
  DeliveryDate?: string;

  // @ValidateNested stores a message of the library's own: not one the DTO declared.
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => Sample)
  Items?: Sample[];
}

async function refusal(value: unknown, metatype: new () => object = Sample): Promise<AppException> {
  try {
    await createValidationPipe().transform(value, { type: 'body', metatype });
  } catch (error) {
    return error as AppException;
  }
  throw new Error('accepted');
}

describe('validation messages', () => {
  it('are German, name the rule arguments and never carry class-validator wording', async () => {
    const error = await refusal({ Amount: 100, ZipCode: '123456', CountryId: 4, Extra: 1 });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Bitte prüfen Sie Ihre Eingaben: Extra, Amount, ZipCode, CountryId');
    expect(error.fieldErrors).toEqual([
      { field: 'Extra', messages: ['Das Feld Extra ist nicht vorgesehen.'] },
      { field: 'Amount', messages: ['Amount muss mindestens 500 sein.'] },
      { field: 'ZipCode', messages: ['ZipCode darf höchstens 5 Zeichen lang sein.'] },
      { field: 'CountryId', messages: ['CountryId muss einer dieser Werte sein: 1, 2, 3.'] },
    ]);
    const wrongType = await refusal({ Amount: 'viel', ZipCode: 7, CountryId: 1 });
    expect(wrongType.fieldErrors?.find((e) => e.field === 'Amount')?.messages).toContain(
      'Amount muss eine ganze Zahl sein.',
    );
  });

  it("use the DTO's own message where the rule declares one, and the generic text where it does not", async () => {
    const error = await refusal(
      { Stars: 'viele', AcceptTerms: false, Text: 'x'.repeat(11), DeliveryDate: '2026-02-31' },
      Rating,
    );
    expect(error.message).toBe('Bitte prüfen Sie Ihre Eingaben: Stars, AcceptTerms, Text, DeliveryDate');
    expect(error.fieldErrors).toEqual([
      // Three failed rules with one message: said once.
      { field: 'Stars', messages: ['Bitte vergeben Sie 1 bis 5 Sterne.'] },
      { field: 'AcceptTerms', messages: ['Bitte bestätigen Sie die AGB.'] },
      { field: 'Text', messages: ['Der Text darf höchstens 10 Zeichen lang sein.'] },
      {
        field: 'DeliveryDate',
        messages: ['Bitte geben Sie ein gültiges Lieferdatum im Format JJJJ-MM-TT an.'],
      },
    ]);
    const mixed = await refusal({ Stars: 0, AcceptTerms: true, Text: 7, Items: 'x' }, Rating);
    expect(mixed.fieldErrors).toEqual([
      { field: 'Stars', messages: ['Bitte vergeben Sie 1 bis 5 Sterne.'] },
      // IsString declares no message of its own; MaxLength's own one still names its argument.
      {
        field: 'Text',
        messages: ['Der Text darf höchstens 10 Zeichen lang sein.', 'Text muss ein Text sein.'],
      },
      { field: 'Items', messages: ['Items muss ein Objekt oder eine Liste sein.'] },
    ]);
  });

  it('falls back to a plain German text for an unknown rule or missing arguments', () => {
    expect(germanConstraintMessage('isHexColor', 'Colour')).toBe('Colour ist ungültig.');
    expect(germanConstraintMessage('min', 'Amount')).toBe('Amount ist ungültig.');
    expect(germanConstraintMessage('isInt', 'Amount')).toBe('Amount muss eine ganze Zahl sein.');
  });
});

describe('path and query numbers', () => {
  it('are converted from plain digits only, so a param pipe sees 1e3 or 0x10 as the strings they are', async () => {
    const pipe = createValidationPipe();
    const param = (value: string) =>
      pipe.transform(value, { type: 'param', metatype: Number, data: 'orderId' });
    expect(await param('42')).toBe(42);
    for (const odd of ['1e3', '0x10', ' 7', '1.5', '', '-1']) expect(await param(odd)).toBe(odd);
    expect(await pipe.transform('1e3', { type: 'query', metatype: Number, data: 'page' })).toBe('1e3');
  });
});
