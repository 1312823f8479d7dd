import { ApiProperty } from '@nestjs/swagger';

export class SignInOutput {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Access token (JWT, HS256, 15 minutes)' })
  token: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/haendler/bestellungen',
    description: 'Set for dealer staff: the browser goes there instead of storing the session',
  })
  redirectUrl: string | null;
}

export class SignOutOutput {
  @ApiProperty()
  Success: boolean;

  @ApiProperty({ description: 'An impersonation ended: the staff session is back, the page reloads' })
  UserSwitched: boolean;
}

export class TokenRefreshOutput {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ description: 'The session belongs to another user than CurrentToken: reload the page' })
  reload: boolean;

  @ApiProperty({ type: String, nullable: true })
  token: string | null;
}

export class LegacyTokenRefreshOutput {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ type: String, nullable: true })
  token: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The rotated refresh token (also set as cookie)',
  })
  refreshToken: string | null;
}

export class CookieLoginOutput {
  @ApiProperty({ description: 'False for an unknown, expired or forged cookie (the client ignores it)' })
  success: boolean;

  @ApiProperty({ type: String, nullable: true })
  token: string | null;
}

export class SessionRenewOutput {
  @ApiProperty()
  Success: boolean;

  @ApiProperty()
  LoggedIn: boolean;

  @ApiProperty({ description: 'Also in the XSRF-TOKEN cookie; send it as RequestVerificationToken header' })
  CsrfToken: string;
}
