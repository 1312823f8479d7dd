import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';

/** The address staff move an account to: it applies when the owner follows the link mailed there. */
export class ChangeUserEmailInput {
  @ApiProperty({ example: 'neu@example.com', maxLength: 254 })
  @IsString({ message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
  @MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang.' })
  @IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
  email: string;
}
