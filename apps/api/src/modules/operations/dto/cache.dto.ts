import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, IsString } from 'class-validator';
import { CACHE_PREFIX_KEYS, type CachePrefix } from '../cache-prefixes.constant.js';

export class CachePrefixOutput {
  @ApiProperty({ enum: CACHE_PREFIX_KEYS })
  prefix: CachePrefix;

  @ApiProperty({ example: 'News', description: 'What the values are, in German' })
  label: string;

  @ApiProperty({ type: Number, nullable: true, description: 'Values held now; null while Redis is away' })
  entries: number | null;
}

export class CacheStatusOutput {
  @ApiProperty({ enum: ['redis', 'in-process'], description: 'Redis when configured, else this process' })
  backend: 'redis' | 'in-process';

  @ApiProperty({ description: 'The backend answered a ping within a second' })
  reachable: boolean;

  @ApiProperty({ type: [CachePrefixOutput] })
  prefixes: CachePrefixOutput[];
}

export class PurgeCacheInput {
  @ApiProperty({ enum: CACHE_PREFIX_KEYS })
  @IsDefined()
  @IsString()
  @IsIn(CACHE_PREFIX_KEYS, { message: 'Diesen Cache-Bereich gibt es nicht.' })
  prefix: CachePrefix;
}

export class PurgeCacheOutput {
  @ApiProperty({ enum: CACHE_PREFIX_KEYS })
  prefix: CachePrefix;

  @ApiProperty({ description: 'Values dropped' })
  removed: number;
}
