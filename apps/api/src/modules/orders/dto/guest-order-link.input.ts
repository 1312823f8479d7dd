import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { GUEST_ORDER_TOKEN_PATTERN } from '../domain/guest-order-link.js';

export class GuestOrderLinkQuery {
  @ApiProperty({
    description: 'The token of the link in a guest order mail: expiry and signature',
    example: 'tj1d2k0.q5O0Xw3h2nN6uQe7b1mS8rV4yZ9aC0dE2fG3hI4jK5l',
  })
  @IsString()
  @Matches(GUEST_ORDER_TOKEN_PATTERN, { message: 'Dieser Link zur Bestellung ist ungültig.' })
  token: string;
}
