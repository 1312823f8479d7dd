import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';

export class DeliveredOrderInput {
  @ApiProperty({ example: 2980, description: 'Litres (kilograms) actually delivered' })
  @IsInt({ message: 'Die gelieferte Menge muss eine ganze Zahl sein.' })
  @Min(1)
  DeliveredAmount: number;
}
