import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PAGE_CONTENT_LIMITS, type PageContent } from '@fuel/domain/content';

/** What a page says, as the editor sends it; the body is sanitised against the rich-text allow-list on save. */
export class PageContentInput implements PageContent {
  @ApiProperty({ example: 'Impressum', maxLength: PAGE_CONTENT_LIMITS.title })
  @IsString({ message: 'Der Titel muss ein Text sein.' })
  @IsNotEmpty({ message: 'Bitte geben Sie einen Titel ein.' })
  @MaxLength(PAGE_CONTENT_LIMITS.title, {
    message: `Der Titel darf höchstens ${PAGE_CONTENT_LIMITS.title} Zeichen lang sein.`,
  })
  title: string;

  @ApiProperty({
    example: 'Wer hinter dem Heizöl-Marktplatz steht',
    maxLength: PAGE_CONTENT_LIMITS.description,
  })
  @IsString({ message: 'Die Beschreibung muss ein Text sein.' })
  @MaxLength(PAGE_CONTENT_LIMITS.description, {
    message: `Die Beschreibung darf höchstens ${PAGE_CONTENT_LIMITS.description} Zeichen lang sein.`,
  })
  description: string;

  @ApiProperty({ example: '<h2>Anbieter</h2><p>…</p>', description: 'HTML within the rich-text allow-list' })
  @IsString({ message: 'Der Text muss ein Text sein.' })
  @MaxLength(PAGE_CONTENT_LIMITS.body, {
    message: `Der Text darf höchstens ${PAGE_CONTENT_LIMITS.body.toLocaleString('de-DE')} Zeichen lang sein.`,
  })
  body: string;

  @ApiProperty({
    example: '',
    description: '`<title>`; the title when empty',
    maxLength: PAGE_CONTENT_LIMITS.seoTitle,
  })
  @IsString({ message: 'Der SEO-Titel muss ein Text sein.' })
  @MaxLength(PAGE_CONTENT_LIMITS.seoTitle, {
    message: `Der SEO-Titel darf höchstens ${PAGE_CONTENT_LIMITS.seoTitle} Zeichen lang sein.`,
  })
  seoTitle: string;

  @ApiProperty({
    example: '',
    description: 'Meta description; the description when empty',
    maxLength: PAGE_CONTENT_LIMITS.seoDescription,
  })
  @IsString({ message: 'Die SEO-Beschreibung muss ein Text sein.' })
  @MaxLength(PAGE_CONTENT_LIMITS.seoDescription, {
    message: `Die SEO-Beschreibung darf höchstens ${PAGE_CONTENT_LIMITS.seoDescription} Zeichen lang sein.`,
  })
  seoDescription: string;

  @ApiProperty({ example: false, description: 'Keep search engines off the page (and out of the sitemap)' })
  @IsBoolean({ message: 'noIndex muss true oder false sein.' })
  noIndex: boolean;
}
