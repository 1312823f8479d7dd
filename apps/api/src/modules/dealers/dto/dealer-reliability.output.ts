import { ApiProperty } from '@nestjs/swagger';

const TOO_FEW = 'null when its base holds fewer than 10 orders ("Noch zu wenige Bestellungen")';

/** The dealer's reliability from its order history (`dealerReliability`, @fuel/domain/dealers). */
export class DealerReliabilityOutput {
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    example: 0.96,
    description: `Orders the dealer confirmed / orders it confirmed or declined (orders the customer cancelled before a decision do not count); ${TOO_FEW}`,
  })
  ConfirmationRate: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    example: 0.91,
    description: `Delivered orders marked delivered no later than the last day of the accepted delivery window (site time) / delivered orders; ${TOO_FEW}`,
  })
  OnTimeRate: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    example: 0.02,
    description: `Confirmed orders later cancelled on the dealer's side (by anyone but the customer) / confirmed orders; ${TOO_FEW}`,
  })
  CancellationRate: number | null;

  @ApiProperty({
    example: 412,
    description: 'Orders placed with the dealer since `Since`, whatever became of them',
  })
  OrderCount: number;

  @ApiProperty({
    example: '2025-11-24',
    format: 'date',
    description: 'First day (site time) of the 365 days the figures cover',
  })
  Since: string;
}
