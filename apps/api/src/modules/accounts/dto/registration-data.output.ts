import { ApiProperty } from '@nestjs/swagger';
import { RegistrationDataInput } from './keep-registration-data.input.js';

export class RegistrationDataOutput {
  @ApiProperty({ type: RegistrationDataInput, nullable: true, description: 'Null when nothing is kept' })
  Data: RegistrationDataInput | null;
}
