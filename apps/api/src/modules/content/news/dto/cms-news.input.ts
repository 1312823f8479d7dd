import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import {
  NEWS_CONTENT_LIMITS,
  PUBLICATION_STATES,
  type NewsContent,
  type PublicationState,
} from '@fuel/domain/content';
import { IsDatabaseId, PageNumberField } from '../../../../core/http/field.decorators.js';

/** The `artikelString` of `/news/artikel/{artikelString}`, as the public detail call accepts it. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;

export class NewsContentInput implements NewsContent {
  @ApiProperty({ example: 'Heizölpreise im Winter', maxLength: NEWS_CONTENT_LIMITS.title })
  @IsString({ message: 'Der Titel muss ein Text sein.' })
  @IsNotEmpty({ message: 'Bitte geben Sie einen Titel ein.' })
  @MaxLength(NEWS_CONTENT_LIMITS.title, {
    message: `Der Titel darf höchstens ${NEWS_CONTENT_LIMITS.title} Zeichen lang sein.`,
  })
  title: string;

  @ApiProperty({ example: 'Die Heizperiode ist da …', maxLength: NEWS_CONTENT_LIMITS.teaser })
  @IsString({ message: 'Der Teaser muss ein Text sein.' })
  @MaxLength(NEWS_CONTENT_LIMITS.teaser, {
    message: `Der Teaser darf höchstens ${NEWS_CONTENT_LIMITS.teaser} Zeichen lang sein.`,
  })
  teaser: string;

  @ApiProperty({ example: '<p>…</p>', description: 'HTML within the rich-text allow-list' })
  @IsString({ message: 'Der Text muss ein Text sein.' })
  @MaxLength(NEWS_CONTENT_LIMITS.body, {
    message: `Der Text darf höchstens ${NEWS_CONTENT_LIMITS.body.toLocaleString('de-DE')} Zeichen lang sein.`,
  })
  body: string;

  @ApiProperty({ example: 'Redaktion Heizöl-Marktplatz', maxLength: NEWS_CONTENT_LIMITS.author })
  @IsString({ message: 'Die Autorin oder der Autor muss ein Text sein.' })
  @IsNotEmpty({ message: 'Bitte geben Sie die Autorin oder den Autor an.' })
  @MaxLength(NEWS_CONTENT_LIMITS.author, {
    message: `Die Autorangabe darf höchstens ${NEWS_CONTENT_LIMITS.author} Zeichen lang sein.`,
  })
  author: string;

  @ApiProperty({ example: false, description: 'Leads the news page (the newest featured article wins)' })
  @IsBoolean({ message: 'featured muss true oder false sein.' })
  featured: boolean;

  @ApiProperty({
    example: null,
    nullable: true,
    type: Number,
    description: 'A media library image; null: the fallback image',
  })
  @ValidateIf((_, value) => value !== null)
  @IsDatabaseId('Das Bild')
  imageId: number | null;

  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    maxLength: NEWS_CONTENT_LIMITS.imageAlt,
    description: 'Required with an image',
  })
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'Der Alternativtext muss ein Text sein.' })
  @MaxLength(NEWS_CONTENT_LIMITS.imageAlt, {
    message: `Der Alternativtext darf höchstens ${NEWS_CONTENT_LIMITS.imageAlt} Zeichen lang sein.`,
  })
  imageAlt: string | null;
}

export class CreateCmsNewsInput {
  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @IsIn(COUNTRY_IDS, { message: 'Die Website muss 1 (Deutschland), 2 (Österreich) oder 3 (Schweiz) sein.' })
  countryId: CountryId;

  @ApiProperty({ example: 'heizoelpreise-im-winter', description: 'The artikelString of the article’s URL' })
  @Matches(NEWS_SLUG_PATTERN, {
    message:
      'Die Adresse des Artikels darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (höchstens 120 Zeichen).',
  })
  slug: string;

  @ApiProperty({ type: NewsContentInput })
  @IsObject({ message: 'Bitte geben Sie den Inhalt des Artikels an.' })
  @ValidateNested()
  @Type(() => NewsContentInput)
  content: NewsContentInput;
}

export class SaveCmsNewsInput {
  @ApiProperty({ example: 'heizoelpreise-im-winter' })
  @Matches(NEWS_SLUG_PATTERN, {
    message:
      'Die Adresse des Artikels darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (höchstens 120 Zeichen).',
  })
  slug: string;

  @ApiProperty({ type: NewsContentInput })
  @IsObject({ message: 'Bitte geben Sie den Inhalt des Artikels an.' })
  @ValidateNested()
  @Type(() => NewsContentInput)
  content: NewsContentInput;

  @ApiProperty({ example: '2026-11-24T10:15:00.000Z', description: 'The updatedAt of the version edited' })
  @IsISO8601(
    { strict: true },
    { message: 'Der Bearbeitungsstand (expectedUpdatedAt) fehlt oder ist ungültig.' },
  )
  expectedUpdatedAt: string;
}

/** Largest page of the back office's news list. */
export const CMS_NEWS_PAGE_SIZE = 50;

export class CmsNewsQuery {
  @ApiPropertyOptional({ enum: COUNTRY_IDS, example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, { message: 'Die Website muss 1 (Deutschland), 2 (Österreich) oder 3 (Schweiz) sein.' })
  countryId?: CountryId;

  @ApiPropertyOptional({ enum: PUBLICATION_STATES })
  @IsOptional()
  @IsIn(PUBLICATION_STATES, {
    message: `Der Status muss einer dieser sein: ${PUBLICATION_STATES.join(', ')}.`,
  })
  state?: PublicationState;

  @ApiPropertyOptional({ example: 'winter', description: 'Part of the title or address' })
  @IsOptional()
  @MaxLength(100, { message: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.' })
  q?: string;

  @PageNumberField()
  page: number = 1;
}
