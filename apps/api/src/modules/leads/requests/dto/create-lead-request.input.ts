import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsEmail, IsIn, IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  LEAD_CONSENT_VERSION,
  LEAD_CONSENT_VERSIONS,
  LEAD_SALUTATIONS,
  type LeadConsentVersion,
  type LeadSalutation,
  PREFERRED_CONTACT_TIMES,
  type PreferredContactTime,
} from '@fuel/domain/leads';
import type { AnswerValue } from '../../guide/guide-answers.util.js';

/** The lead form (`/leads/lead-formular`): who to contact, when, the guide's answers and the consent. */
export class CreateLeadRequestInput {
  @ApiPropertyOptional({ enum: LEAD_SALUTATIONS, nullable: true })
  @IsOptional()
  @IsIn(LEAD_SALUTATIONS, { message: 'Bitte wählen Sie eine Anrede aus der Liste.' })
  Salutation?: LeadSalutation | null;

  @ApiProperty({ example: 'Erika', maxLength: 100 })
  @IsString({ message: 'Bitte geben Sie Ihren Vornamen ein.' })
  @Matches(/\S/, { message: 'Bitte geben Sie Ihren Vornamen ein.' })
  @MaxLength(100, { message: 'Der Vorname darf höchstens 100 Zeichen lang sein.' })
  FirstName: string;

  @ApiProperty({ example: 'Mustermann', maxLength: 100 })
  @IsString({ message: 'Bitte geben Sie Ihren Nachnamen ein.' })
  @Matches(/\S/, { message: 'Bitte geben Sie Ihren Nachnamen ein.' })
  @MaxLength(100, { message: 'Der Nachname darf höchstens 100 Zeichen lang sein.' })
  LastName: string;

  @ApiProperty({ example: 'erika@example.com', maxLength: 254 })
  @IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
  @MaxLength(254, { message: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.' })
  Email: string;

  @ApiProperty({ example: '+49 89 1234567', description: 'Digits, spaces, ()/- and a leading +' })
  @IsString({ message: 'Bitte geben Sie eine gültige Telefonnummer ein.' })
  @Matches(/^[+\d][\d ()/-]{4,30}$/, { message: 'Bitte geben Sie eine gültige Telefonnummer ein.' })
  Phone: string;

  @ApiProperty({ example: '80331', description: 'A postal code of the site (countryId)' })
  @IsString({ message: 'Bitte geben Sie Ihre Postleitzahl ein.' })
  @MaxLength(10, { message: 'Bitte geben Sie eine gültige Postleitzahl ein.' })
  ZipCode: string;

  @ApiProperty({ enum: PREFERRED_CONTACT_TIMES })
  @IsIn(PREFERRED_CONTACT_TIMES, { message: 'Bitte wählen Sie, wann wir Sie am besten erreichen.' })
  PreferredContactTime: PreferredContactTime;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @IsOptional()
  @IsString({ message: 'Die Nachricht muss ein Text sein.' })
  @MaxLength(2000, { message: 'Die Nachricht darf höchstens 2000 Zeichen lang sein.' })
  Message?: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    example: { buildingType: 'einfamilienhaus', livingSpace: 140, hotWaterByOil: true, zipCode: '80331' },
    description:
      'The guide answers exactly as `POST /api/leads/{guideId}/compare` takes them; the result is computed again from them',
  })
  @IsObject({ message: 'Bitte beantworten Sie zuerst alle Fragen des Verbrauchsvergleichs.' })
  Answers: Record<string, AnswerValue>;

  @ApiProperty({ enum: LEAD_CONSENT_VERSIONS, example: LEAD_CONSENT_VERSION })
  @IsIn(LEAD_CONSENT_VERSIONS, {
    message: 'Die Einwilligung ist nicht mehr aktuell. Bitte laden Sie die Seite neu.',
  })
  ConsentVersion: LeadConsentVersion;

  @ApiProperty({ enum: [true], description: 'The household agrees to the consent text of ConsentVersion' })
  @Equals(true, { message: 'Bitte stimmen Sie der Weitergabe Ihrer Angaben zu.' })
  Consent: true;
}
