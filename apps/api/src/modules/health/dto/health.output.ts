import { ApiProperty } from '@nestjs/swagger';

export class LivenessOutput {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}

export class DependencyState {
  @ApiProperty({
    enum: ['up', 'down', 'in-process'],
    description: "'in-process' when the embedded fallback is used",
  })
  status: 'up' | 'down' | 'in-process';

  @ApiProperty({
    example: 'postgres',
    description: 'postgres or pglite for the database, redis or memory for Redis',
  })
  kind: string;
}

export class ReadinessOutput {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status: 'ok' | 'unavailable';

  @ApiProperty({ type: DependencyState })
  database: DependencyState;

  @ApiProperty({ type: DependencyState })
  redis: DependencyState;
}
