import { ApiProperty } from '@nestjs/swagger';

export class FavouriteOutput {
  @ApiProperty()
  Success: boolean;

  @ApiProperty()
  State: boolean;
}
