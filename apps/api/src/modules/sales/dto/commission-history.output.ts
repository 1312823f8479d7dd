import { ApiProperty } from '@nestjs/swagger';

/** The staff member who stored a rate. */
export class CommissionRateAuthorOutput {
  @ApiProperty()
  userId: number;

  @ApiProperty({
    description: 'First and last name, or the e-mail address without a name',
    example: 'Anna Admin',
  })
  name: string;
}

/** One stored rate: valid from `validFrom` until the next one. */
export class CommissionRateEntryOutput {
  @ApiProperty({ description: 'Basis points (425 = 4.25 %)', example: 425 })
  rateBasisPoints: number;

  @ApiProperty({ format: 'date-time' })
  validFrom: string;

  @ApiProperty({
    type: CommissionRateAuthorOutput,
    nullable: true,
    description: 'Null for rates stored without a person (imports, demo data) or by a deleted account',
  })
  changedBy: CommissionRateAuthorOutput | null;
}

/** A dealer's commission rates over time; before the first stored one the default applied. */
export class CommissionHistoryOutput {
  @ApiProperty()
  dealerId: number;

  @ApiProperty()
  dealerName: string;

  @ApiProperty({ description: 'The rate before the first stored one, basis points', example: 300 })
  defaultRateBasisPoints: number;

  @ApiProperty({ description: 'The rate valid now, basis points', example: 425 })
  currentRateBasisPoints: number;

  @ApiProperty({
    type: [CommissionRateEntryOutput],
    description: 'Oldest first, in the order they took effect',
  })
  rates: CommissionRateEntryOutput[];
}
