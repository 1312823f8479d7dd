import { ApiProperty } from '@nestjs/swagger';

/** The dealer the signed-in staff member works for. */
export class DealerProfileOutput {
  @ApiProperty()
  DealerId: number;

  @ApiProperty({ example: 'Demo-Heizöl Huber GmbH' })
  DealerName: string;
}
