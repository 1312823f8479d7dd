import { ApiProperty } from '@nestjs/swagger';

/** A mail link that proves the mailbox and signs its opener in (confirm request, claim guest orders). */
export class LinkSignInOutput {
  @ApiProperty()
  Success: boolean;

  @ApiProperty({ example: 'Ihr Kundenkonto ist bestätigt. Sie sind jetzt angemeldet.' })
  Message: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Access token of the new session (also set as cookie); null when nobody is signed in',
  })
  Token: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/heizoel/bestellung',
    description: 'The site path the registration came from (e.g. an order), to continue there',
  })
  ReturnUrl: string | null;

  @ApiProperty({ description: 'False for a password-less account: offer to set one' })
  HasPassword: boolean;
}
