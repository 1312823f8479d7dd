import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';

export class ChangeEmailInput {
  @ApiProperty({ example: 'neu@example.com' })
  @IsEmail({}, { message: 'Bitte geben Sie eine gültige neue E-Mail-Adresse ein.' })
  @MaxLength(254)
  NewEmailAddress: string;

  @ApiPropertyOptional({ description: 'Required when the account has a password' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  Password?: string;
}
