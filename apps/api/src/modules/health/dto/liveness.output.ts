import { ApiProperty } from '@nestjs/swagger';

export const LIVENESS_STATUSES = ['ok'] as const;

export class LivenessOutput {
  @ApiProperty({ enum: LIVENESS_STATUSES })
  status: (typeof LIVENESS_STATUSES)[number];
}
