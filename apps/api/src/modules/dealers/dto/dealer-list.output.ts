import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DealerStateOutput } from './dealer-state.output.js';
import { DealerSummaryOutput } from './dealer-summary.output.js';

export class DealerListOutput {
  @ApiProperty({ type: DealerStateOutput })
  State: DealerStateOutput;

  @ApiPropertyOptional({ example: '80331', description: 'Set for the list of a postal code' })
  ZipCode?: string;

  @ApiPropertyOptional({ example: 'München', description: 'Place of the postal code' })
  Place?: string;

  @ApiProperty({ example: 12 })
  Total: number;

  @ApiProperty({ type: [DealerSummaryOutput], description: 'Best rated first' })
  Dealers: DealerSummaryOutput[];
}
