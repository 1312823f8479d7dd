import { ApiProperty } from '@nestjs/swagger';

/** spec 1 §7: whether the partner serves the postal code, so the transfer is offered. */
export class PartnerAvailabilityOutput {
  @ApiProperty({ description: 'False when the partner could not be asked (then Payload is null)' })
  IsSuccess: boolean;

  @ApiProperty({ type: Boolean, nullable: true, description: 'Whether the partner serves the postal code' })
  Payload: boolean | null;
}
