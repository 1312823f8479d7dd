import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { PAGE_KINDS, PAGE_SLUG_MAX_LENGTH, PAGE_SLUG_PATTERN, type PageKind } from '@fuel/domain/content';
import { IsDatabaseId } from '../../../../core/http/field.decorators.js';
import { PageContentInput } from './page-content.input.js';

const SITES_MESSAGE =
  'Bitte wählen Sie mindestens eine Website: 1 (Deutschland), 2 (Österreich), 3 (Schweiz).';

/** A new page: where it hangs, on which sites, and its first draft. */
export class CreateCmsPageInput {
  @ApiPropertyOptional({
    example: null,
    nullable: true,
    type: Number,
    description: 'Parent page; null or absent: a root page',
  })
  @IsOptional()
  @IsDatabaseId('Die übergeordnete Seite')
  parentId?: number | null;

  @ApiProperty({ enum: PAGE_KINDS, example: 'imprint' })
  @IsIn(PAGE_KINDS, { message: `Die Seitenart muss eine dieser sein: ${PAGE_KINDS.join(', ')}.` })
  kind: PageKind;

  @ApiProperty({ example: 'impressum', maxLength: PAGE_SLUG_MAX_LENGTH, description: 'Path segment' })
  @MaxLength(PAGE_SLUG_MAX_LENGTH, {
    message: `Der Adressteil darf höchstens ${PAGE_SLUG_MAX_LENGTH} Zeichen lang sein.`,
  })
  @Matches(PAGE_SLUG_PATTERN, {
    message:
      'Der Adressteil darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten (ä als ae).',
  })
  slug: string;

  @ApiProperty({
    type: [Number],
    enum: COUNTRY_IDS,
    example: [1, 2, 3],
    description: 'Sites showing the page',
  })
  @IsArray({ message: SITES_MESSAGE })
  @ArrayMinSize(1, { message: SITES_MESSAGE })
  @ArrayMaxSize(COUNTRY_IDS.length, { message: SITES_MESSAGE })
  @ArrayUnique({ message: 'Jede Website darf nur einmal genannt werden.' })
  @IsIn(COUNTRY_IDS, { each: true, message: SITES_MESSAGE })
  countryIds: CountryId[];

  @ApiPropertyOptional({ example: 0, default: 0, description: 'Order among its siblings, lower first' })
  @IsOptional()
  @IsInt({ message: 'Die Reihenfolge muss eine ganze Zahl sein.' })
  @Min(-100_000, { message: 'Die Reihenfolge muss mindestens -100.000 sein.' })
  @Max(100_000, { message: 'Die Reihenfolge darf höchstens 100.000 sein.' })
  sortOrder?: number;

  @ApiProperty({ type: PageContentInput })
  @IsObject({ message: 'Bitte geben Sie den Inhalt der Seite an.' })
  @ValidateNested()
  @Type(() => PageContentInput)
  content: PageContentInput;
}

/** Saves the draft (and where the page hangs); `expectedUpdatedAt` is the `updatedAt` the editor loaded. */
export class SaveCmsPageInput extends CreateCmsPageInput {
  @ApiProperty({ example: '2026-11-24T10:15:00.000Z', description: 'The updatedAt of the version edited' })
  @IsISO8601(
    { strict: true },
    { message: 'Der Bearbeitungsstand (expectedUpdatedAt) fehlt oder ist ungültig.' },
  )
  expectedUpdatedAt: string;
}

/** Publish now (no `publishAt`, or one not in the future) or at `publishAt`. */
export class PublishContentInput {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-01T06:00:00.000Z',
    format: 'date-time',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601(
    { strict: true },
    { message: 'Der Veröffentlichungszeitpunkt ist kein gültiges Datum mit Uhrzeit.' },
  )
  publishAt?: string | null;
}
