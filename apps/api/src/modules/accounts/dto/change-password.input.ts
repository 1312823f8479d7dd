import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ChangePasswordInput {
  @ApiPropertyOptional({ description: 'Required when the account has a password' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  CurrentPassword?: string;

  @ApiProperty({ description: '8–128 characters, not a common password' })
  @IsString()
  NewPassword: string;
}
