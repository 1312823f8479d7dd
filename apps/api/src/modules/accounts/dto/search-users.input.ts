import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { COUNTRY_IDS } from '@fuel/domain';
import { SEARCHABLE_ROLE_KEYS, type SearchableRoleKey } from '../domain/searchable-roles.constant.js';

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const ID_MESSAGE = 'Bitte geben Sie eine positive ganze Zahl an.';

/** The back office's user search: every filter is optional and they combine with AND. */
export class SearchUsersQuery {
  @ApiPropertyOptional({ maxLength: 254, description: 'Start of the e-mail address (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Start of the first or the last name (case-insensitive)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({ description: 'Customer number (the user id)', example: '42' })
  @IsOptional()
  @Matches(ID_PATTERN, { message: ID_MESSAGE })
  customerNumber?: string;

  @ApiPropertyOptional({ enum: SEARCHABLE_ROLE_KEYS, description: 'A stored role' })
  @IsOptional()
  @IsIn(SEARCHABLE_ROLE_KEYS)
  role?: SearchableRoleKey;

  @ApiPropertyOptional({ enum: COUNTRY_IDS.map(String), description: 'Site the account was created on' })
  @IsOptional()
  @IsCountryIdText()
  countryId?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Only guest rows (true) or only accounts (false)',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  guest?: 'true' | 'false';

  @ApiPropertyOptional({ description: 'The `next` of the previous page' })
  @IsOptional()
  @Matches(ID_PATTERN, { message: ID_MESSAGE })
  cursor?: string;
}

/** A CountryId as a query string ('1', '2', '3'). */
function IsCountryIdText(): PropertyDecorator {
  return IsIn(COUNTRY_IDS.map(String), {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  });
}
