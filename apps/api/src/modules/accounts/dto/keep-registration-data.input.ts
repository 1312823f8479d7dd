import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { DraftTextField } from './account-fields.decorators.js';
import { DraftAddressInput } from './address.input.js';

/** The registration form's own fields while it is being filled in; never a password. */
export class RegistrationAuthDataInput {
  @DraftTextField(254)
  EmailAddress?: string | null;

  @DraftTextField(20)
  Title1?: string | null;

  @DraftTextField(20)
  Title2?: string | null;

  @DraftTextField(100)
  FirstName?: string | null;

  @DraftTextField(100)
  LastName?: string | null;

  @DraftTextField(200)
  Company?: string | null;

  @DraftTextField(40)
  Phone?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  AsGuest?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'Whether the user chose a password' })
  @IsOptional()
  @IsBoolean()
  WithPassword?: boolean | null;
}

/** Registration session data (spec 2 §3), kept for an hour under the reg_session cookie. */
export class RegistrationDataInput {
  @ApiProperty({ type: RegistrationAuthDataInput })
  @IsObject()
  @ValidateNested()
  @Type(() => RegistrationAuthDataInput)
  AuthData: RegistrationAuthDataInput;

  @ApiProperty()
  @IsBoolean()
  UseInvoiceAddress: boolean;

  @ApiPropertyOptional({ type: DraftAddressInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DraftAddressInput)
  DeliveryAddress?: DraftAddressInput | null;

  @ApiPropertyOptional({ type: DraftAddressInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DraftAddressInput)
  InvoiceAddress?: DraftAddressInput | null;
}
