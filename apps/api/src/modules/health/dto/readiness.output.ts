import { ApiProperty } from '@nestjs/swagger';

export const DEPENDENCY_STATUSES = ['up', 'down', 'in-process'] as const;
export const READINESS_STATUSES = ['ok', 'unavailable'] as const;

export class DependencyState {
  @ApiProperty({
    enum: DEPENDENCY_STATUSES,
    description: "'in-process' when the embedded fallback is used",
  })
  status: (typeof DEPENDENCY_STATUSES)[number];

  @ApiProperty({
    example: 'postgres',
    description: 'postgres or pglite for the database, redis or memory for Redis',
  })
  kind: string;
}

export class ReadinessOutput {
  @ApiProperty({ enum: READINESS_STATUSES })
  status: (typeof READINESS_STATUSES)[number];

  @ApiProperty({ type: DependencyState })
  database: DependencyState;

  @ApiProperty({ type: DependencyState })
  redis: DependencyState;
}
