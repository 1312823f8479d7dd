import { ApiProperty } from '@nestjs/swagger';
import { DealerStateOutput } from './dealer-state.output.js';

export class DealerStateEntryOutput extends DealerStateOutput {
  @ApiProperty({ example: 148, description: 'Dealers delivering to at least one postal code of the state' })
  DealerCount: number;

  @ApiProperty({ example: '/heizoelhaendler/bayern' })
  Link: string;
}

export class DealerStatesOutput {
  @ApiProperty({ type: [DealerStateEntryOutput] })
  States: DealerStateEntryOutput[];
}
