import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { EmailTokenInput } from './confirm-link.input.js';

export class SetPasswordInput extends EmailTokenInput {
  @ApiProperty({ description: '8–128 characters, not a common password' })
  @IsString()
  Password: string;
}
