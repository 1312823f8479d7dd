import { ApiProperty } from '@nestjs/swagger';
import { AddressOutput } from './address.output.js';

export class AccountUserOutput {
  @ApiProperty()
  Id: number;

  @ApiProperty()
  EmailAddress: string;

  @ApiProperty({ type: String, nullable: true })
  Title1: string | null;

  @ApiProperty({ type: String, nullable: true })
  Title2: string | null;

  @ApiProperty({ type: String, nullable: true })
  FirstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  LastName: string | null;

  @ApiProperty({ type: String, nullable: true })
  Company: string | null;

  @ApiProperty({ type: String, nullable: true })
  Phone: string | null;

  @ApiProperty({ type: [String], description: 'Stored and computed roles' })
  Roles: string[];

  @ApiProperty()
  IsGuest: boolean;

  @ApiProperty()
  HasMexEnabled: boolean;

  @ApiProperty()
  HasAnyOrder: boolean;

  @ApiProperty()
  EmailConfirmed: boolean;

  @ApiProperty()
  HasPassword: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'Dealer of a dealer-staff account' })
  DealerId: number | null;

  @ApiProperty({ type: [Number] })
  FavouriteDealerIds: number[];

  @ApiProperty({ type: [AddressOutput] })
  Addresses: AddressOutput[];
}

export class OperatingSupportOutput {
  @ApiProperty({ description: 'Staff member acting as the customer' })
  StaffUserId: number;
}

/** The logged-in user (spec 2 §3 "Further user data"). */
export class AccountSessionOutput {
  @ApiProperty()
  LoggedIn: boolean;

  @ApiProperty({ description: 'Also in the XSRF-TOKEN cookie; send it as RequestVerificationToken header' })
  CsrfToken: string;

  @ApiProperty({ description: 'Show the support banner: a staff member is acting as this customer' })
  ShowSupportInfo: boolean;

  @ApiProperty({ description: 'The support banner may be shown (impersonated session)' })
  AllowSupportInfo: boolean;

  @ApiProperty({ type: OperatingSupportOutput, nullable: true })
  OperatingSupportData: OperatingSupportOutput | null;

  @ApiProperty({ type: AccountUserOutput, nullable: true })
  User: AccountUserOutput | null;
}
