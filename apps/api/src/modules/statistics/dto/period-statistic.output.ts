import { ApiProperty } from '@nestjs/swagger';

/** The figures of a period or of the whole filter; money in the site currency's sub-unit (cent, Rappen). */
export class PeriodFiguresOutput {
  @ApiProperty({ description: 'Orders placed, without cancelled and declined ones' })
  Orders: number;

  @ApiProperty({ description: 'Ordered amount in litres (kilograms for pellets)' })
  Amount: number;

  @ApiProperty({ description: 'Gross order value in cent/Rappen' })
  Revenue: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Gross price per 100 units in cent/Rappen; null without orders',
  })
  AveragePricePer100: number | null;

  @ApiProperty({ description: 'Share of the orders paid by instalment, 0 to 1 (four decimals)' })
  RatePay: number;
}

export class PeriodRowOutput extends PeriodFiguresOutput {
  @ApiProperty({ example: '2026-03-01', description: 'First day of the day, week or month (site time)' })
  Period: string;
}

/** Spec 2 §3 "Period statistic": Rows (periods with orders, oldest first) and Total. */
export class PeriodStatisticOutput {
  @ApiProperty({ type: [PeriodRowOutput] })
  Rows: PeriodRowOutput[];

  @ApiProperty({ type: PeriodFiguresOutput })
  Total: PeriodFiguresOutput;
}

export class StatisticProductOutput {
  @ApiProperty({ example: 1 })
  ProductId: number;

  @ApiProperty({ example: 'Heizöl Standard schwefelarm' })
  Name: string;

  @ApiProperty({ example: 1 })
  ProductGroupId: number;

  @ApiProperty({ enum: ['l', 'kg'] })
  Unit: 'l' | 'kg';
}
