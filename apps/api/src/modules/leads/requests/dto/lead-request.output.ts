import { ApiProperty } from '@nestjs/swagger';

/** A stored lead, waiting for the household to confirm its e-mail address (double opt-in). */
export class LeadRequestCreatedOutput {
  @ApiProperty({ format: 'uuid' })
  LeadId: string;

  @ApiProperty({ enum: [false], description: 'Always false: the confirmation link is in the mail' })
  Confirmed: false;
}

export class LeadRequestConfirmedOutput {
  @ApiProperty({ enum: [true] })
  Confirmed: true;
}
