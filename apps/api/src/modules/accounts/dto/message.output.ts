import { ApiProperty } from '@nestjs/swagger';

export class MessageOutput {
  @ApiProperty()
  Success: boolean;

  @ApiProperty({ example: 'Ihre E-Mail-Adresse ist bestätigt.' })
  Message: string;
}
