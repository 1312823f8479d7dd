import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { BranchSummaryOutput } from './branch-summary.output.js';
import { DealerOfferingOutput } from './dealer-offering.output.js';
import { DealerSummaryOutput } from './dealer-summary.output.js';

export class DealerBranchOutput extends IntersectionType(BranchSummaryOutput, DealerOfferingOutput) {
  @ApiProperty({ type: DealerSummaryOutput, description: 'The dealer the branch belongs to' })
  Dealer: DealerSummaryOutput;
}
