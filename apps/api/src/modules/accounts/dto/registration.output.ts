import { ApiProperty } from '@nestjs/swagger';

/**
 * The answer of a registration. A customer registration is never signed in and always reads the same, whether
 * the address was new, had guest orders or has an account (the mail tells its owner which); only a guest
 * checkout signs in, and carries the access token.
 */
export class RegisterOutput {
  @ApiProperty()
  Success: boolean;

  @ApiProperty({
    example:
      'Wir haben Ihnen eine E-Mail an neu@example.com gesendet. Bitte öffnen Sie den Link darin, um Ihr Kundenkonto zu bestätigen.',
  })
  Message: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Access token of the new guest session (guest checkout only; also set as cookie), else null',
  })
  Token: string | null;
}
