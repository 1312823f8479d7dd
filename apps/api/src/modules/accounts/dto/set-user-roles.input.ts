import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsDatabaseId } from '../../../core/http/field.decorators.js';

/**
 * The staff roles an admin gives an account, all of them every time: the managed roles the account should
 * hold (role names as stored, `Role_{Provider}_Admin`, `Role_Dealer`); roles the page does not manage stay.
 */
export class SetUserRolesInput {
  @ApiProperty({ type: [String], example: ['Role_Interaid_CustomerSupport'], maxItems: 20 })
  @IsArray({ message: 'Die Rollen müssen eine Liste sein.' })
  @ArrayMaxSize(20, { message: 'Es sind höchstens 20 Rollen möglich.' })
  @IsString({ each: true, message: 'Jede Rolle muss ein Text sein.' })
  @MaxLength(100, { each: true, message: 'Diese Rolle gibt es nicht.' })
  roles: string[];

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'The dealer a holder of Role_Dealer works for; required with that role, cleared without it',
  })
  @IsOptional()
  @IsDatabaseId('Die Händlernummer')
  dealerId?: number | null;
}
