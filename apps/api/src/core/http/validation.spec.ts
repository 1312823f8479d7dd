import { describe, expect, it } from '@jest/globals';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { type AppException } from './error-response.js';
import { createValidationPipe, germanConstraintMessage } from './validation.js';

class Sample {
  @IsInt({ message: 'Amount must be a whole number' })
  @Min(500)
  @Max(32000)
  Amount!: number;

  @IsString()
  @MaxLength(5)
  ZipCode!: string;

  @IsIn([1, 2, 3])
  CountryId!: number;
}

async function refusal(value: unknown): Promise<AppException> {
  try {
    await createValidationPipe().transform(value, { type: 'body', metatype: Sample });
  } catch (error) {
    return error as AppException;
  }
  throw new Error('accepted');
}

describe('validation messages', () => {
  it('are German, name the rule arguments and never carry class-validator or DTO wording', async () => {
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

  it('falls back to a plain German text for an unknown rule or missing arguments', () => {
    expect(germanConstraintMessage('isHexColor', 'Colour')).toBe('Colour ist ungültig.');
    expect(germanConstraintMessage('min', 'Amount')).toBe('Amount ist ungültig.');
    expect(germanConstraintMessage('isInt', 'Amount')).toBe('Amount muss eine ganze Zahl sein.');
  });
});
