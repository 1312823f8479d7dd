import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SignInInput {
  @ApiProperty({ example: 'kunde@example.com', description: 'The e-mail address of the account' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  UserName: string;

  @ApiProperty({ example: 'Heizoel-Demo-2026', maxLength: 128 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  Password: string;
}
