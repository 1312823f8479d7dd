import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import {
  NOTICE_LIMITS,
  NOTICE_PLACEMENTS,
  NOTICE_TONES,
  type NoticePlacement,
  type NoticeTone,
} from '@fuel/domain/content';
import { InstantField } from '../../../../core/http/field.decorators.js';

export const NOTICE_PRIORITY_LIMIT = 1000;

/** A notice as the back office writes it (create and save alike). */
export class CmsNoticeInput {
  @ApiProperty({ enum: COUNTRY_IDS, isArray: true, example: [1, 2], description: 'The sites it shows on' })
  @IsArray({ message: 'Bitte wählen Sie die Websites.' })
  @ArrayMinSize(1, { message: 'Bitte wählen Sie mindestens eine Website.' })
  @ArrayMaxSize(COUNTRY_IDS.length, { message: 'Jede Website nur einmal, bitte.' })
  @ArrayUnique({ message: 'Jede Website nur einmal, bitte.' })
  @IsIn(COUNTRY_IDS, {
    each: true,
    message: 'Die Website muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryIds: CountryId[];

  @ApiProperty({ enum: NOTICE_PLACEMENTS, enumName: 'NoticePlacement', example: 'offer-list' })
  @IsIn(NOTICE_PLACEMENTS, { message: 'Bitte wählen Sie, wo der Hinweis erscheint.' })
  placement: NoticePlacement;

  @ApiProperty({ enum: NOTICE_TONES, enumName: 'NoticeTone', example: 'info' })
  @IsIn(NOTICE_TONES, { message: 'Die Art muss Hinweis, Erfolg oder Achtung sein.' })
  tone: NoticeTone;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: NOTICE_LIMITS.title })
  @IsOptional()
  @IsString({ message: 'Der Titel muss ein Text sein.' })
  @MaxLength(NOTICE_LIMITS.title, {
    message: `Der Titel darf höchstens ${NOTICE_LIMITS.title} Zeichen lang sein.`,
  })
  title?: string | null;

  @ApiProperty({ maxLength: NOTICE_LIMITS.message, example: 'Lieferzeiten derzeit 3–4 Wochen.' })
  @IsString({ message: 'Bitte geben Sie den Text des Hinweises an.' })
  @Length(1, NOTICE_LIMITS.message, {
    message: `Der Text des Hinweises muss 1 bis ${NOTICE_LIMITS.message} Zeichen lang sein.`,
  })
  message: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: NOTICE_LIMITS.linkLabel })
  @IsOptional()
  @IsString({ message: 'Der Linktext muss ein Text sein.' })
  @MaxLength(NOTICE_LIMITS.linkLabel, {
    message: `Der Linktext darf höchstens ${NOTICE_LIMITS.linkLabel} Zeichen lang sein.`,
  })
  linkLabel?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: NOTICE_LIMITS.linkUrl,
    description: 'A path of the site (/heizoelpreise) or an https address',
  })
  @IsOptional()
  @IsString({ message: 'Das Linkziel muss ein Text sein.' })
  @MaxLength(NOTICE_LIMITS.linkUrl, {
    message: `Das Linkziel darf höchstens ${NOTICE_LIMITS.linkUrl} Zeichen lang sein.`,
  })
  linkUrl?: string | null;

  @InstantField({ required: true })
  startsAt: string;

  @InstantField({ required: false, description: 'Null: until switched off' })
  endsAt?: string | null;

  @ApiProperty({
    example: 0,
    description: `Higher first; −${NOTICE_PRIORITY_LIMIT} to ${NOTICE_PRIORITY_LIMIT}`,
  })
  @IsInt({ message: 'Die Priorität muss eine ganze Zahl sein.' })
  @Min(-NOTICE_PRIORITY_LIMIT, {
    message: `Die Priorität muss zwischen −${NOTICE_PRIORITY_LIMIT} und ${NOTICE_PRIORITY_LIMIT} liegen.`,
  })
  @Max(NOTICE_PRIORITY_LIMIT, {
    message: `Die Priorität muss zwischen −${NOTICE_PRIORITY_LIMIT} und ${NOTICE_PRIORITY_LIMIT} liegen.`,
  })
  priority: number;

  @ApiProperty({ description: 'Switched on' })
  @IsBoolean({ message: 'Aktiv muss ja oder nein sein.' })
  active: boolean;
}

export class CmsNoticesQuery {
  @ApiPropertyOptional({ enum: COUNTRY_IDS, description: 'Only notices of this site' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, { message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.' })
  countryId?: CountryId;
}

export class SiteNoticesQuery {
  @ApiProperty({ enum: NOTICE_PLACEMENTS, enumName: 'NoticePlacement', example: 'home' })
  @IsIn(NOTICE_PLACEMENTS, { message: 'Diesen Platz für Hinweise gibt es nicht.' })
  placement: NoticePlacement;
}
