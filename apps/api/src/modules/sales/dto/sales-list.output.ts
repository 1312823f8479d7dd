import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';

/** Figures of a dealer or a site in a period; money in the site's minor unit (cent, Rappen). */
export class SalesFiguresOutput {
  @ApiProperty({ description: 'Orders placed and neither cancelled nor declined' })
  orders: number;

  @ApiProperty({ description: 'Their gross value' })
  orderValue: number;

  @ApiProperty({ description: "Commission on them, each at its dealer's rate when it was placed" })
  orderCommission: number;

  @ApiProperty({ description: 'Cancelled orders booked with commission' })
  cancellationsWithCommission: number;

  @ApiProperty({ description: 'Commission kept on them' })
  cancellationCommission: number;

  @ApiProperty({ description: 'Cancelled orders booked without commission (no commission)' })
  cancellationsWithoutCommission: number;

  @ApiProperty({ description: 'orderCommission + cancellationCommission' })
  totalCommission: number;
}

export class SalesDealerOutput extends SalesFiguresOutput {
  @ApiProperty()
  dealerId: number;

  @ApiProperty()
  dealerName: string;

  @ApiProperty({ description: 'The rate valid now, basis points (350 = 3.5 %)', example: 300 })
  currentRateBasisPoints: number;
}

export class SalesSiteOutput {
  @ApiProperty({ enum: COUNTRY_IDS })
  countryId: CountryId;

  @ApiProperty({ type: [SalesDealerOutput] })
  dealers: SalesDealerOutput[];

  @ApiProperty({ type: SalesFiguresOutput, description: "The site's totals, in its currency" })
  total: SalesFiguresOutput;
}

export class SalesListOutput {
  @ApiProperty({ type: [SalesSiteOutput], description: 'Sites with sales in the period, by site id' })
  sites: SalesSiteOutput[];

  @ApiProperty({ description: 'The rate of a dealer without a stored one, basis points', example: 300 })
  defaultRateBasisPoints: number;
}

export class CommissionRateOutput {
  @ApiProperty()
  dealerId: number;

  @ApiProperty({ example: 350 })
  rateBasisPoints: number;

  @ApiProperty({ format: 'date-time' })
  validFrom: string;

  @ApiProperty({ description: 'False when the rate already was this one (nothing stored, nothing audited)' })
  changed: boolean;
}
