import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';

export class SetFavouriteInput {
  @ApiProperty({ example: 12, description: 'Id of the dealer to mark or unmark as favourite' })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  UserId: number;

  @ApiProperty({ description: 'true marks, false unmarks' })
  @IsBoolean()
  State: boolean;
}
