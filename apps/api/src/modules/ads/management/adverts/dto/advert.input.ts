import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, Length, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { AD_LIMITS } from '@fuel/domain/ads';
import { PageNumberField } from '../../../../../core/http/field.decorators.js';

/** At most `max` bytes of UTF-8 (the limits of HTML and CSS are bytes, as stored and served). */
function MaxBytes(max: number, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxBytes',
      validator: {
        validate: (value): boolean => typeof value === 'string' && Buffer.byteLength(value, 'utf8') <= max,
      },
    },
    { message },
  );
}

const bytes = (limit: number) => limit.toLocaleString('de-DE');
export const HTML_TOO_LONG = `Das HTML darf höchstens ${bytes(AD_LIMITS.html)} Byte lang sein.`;
export const CSS_TOO_LONG = `Das Stylesheet darf höchstens ${bytes(AD_LIMITS.css)} Byte lang sein.`;
const LINK_MESSAGE = 'Der Link muss eine http- oder https-Adresse sein (z. B. https://www.example.com).';

/** An advert as the back office writes it (create and save alike). */
export class AdvertInput {
  @ApiProperty({ example: 'Winteraktion Heizöl', maxLength: AD_LIMITS.name })
  @IsString({ message: 'Bitte geben Sie einen Namen an.' })
  @Length(1, AD_LIMITS.name, { message: `Der Name muss 1 bis ${AD_LIMITS.name} Zeichen lang sein.` })
  name: string;

  @ApiProperty({ example: 'Mustermann Energie GmbH', maxLength: AD_LIMITS.advertiser })
  @IsString({ message: 'Bitte geben Sie den Werbetreibenden an.' })
  @Length(1, AD_LIMITS.advertiser, {
    message: `Der Werbetreibende muss 1 bis ${AD_LIMITS.advertiser} Zeichen lang sein.`,
  })
  advertiser: string;

  @ApiProperty({
    example:
      '<div class="box"><h2>Heizöl im Winter</h2><a href="https://www.example.com">Jetzt bestellen</a></div>',
    description: `The advert's markup, sanitised on save (allow-list; library images only); at most ${AD_LIMITS.html} bytes`,
  })
  @IsString({ message: 'Bitte geben Sie das HTML der Anzeige an.' })
  @MaxBytes(AD_LIMITS.html, HTML_TOO_LONG)
  @Length(1, undefined, { message: 'Bitte geben Sie das HTML der Anzeige an.' })
  html: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: AD_LIMITS.linkUrl,
    example: 'https://www.example.com/winter',
    description: 'Where the advert leads when its HTML has no link of its own (http or https)',
  })
  @IsOptional()
  @ValidateIf((input: AdvertInput) => input.linkUrl !== '')
  @IsString({ message: LINK_MESSAGE })
  @MaxLength(AD_LIMITS.linkUrl, {
    message: `Der Link darf höchstens ${AD_LIMITS.linkUrl} Zeichen lang sein.`,
  })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, disallow_auth: true },
    { message: LINK_MESSAGE },
  )
  linkUrl?: string | null;
}

/** An uploaded or typed stylesheet: sanitised and scoped to the advert on save. */
export class AdvertStylesheetInput {
  @ApiProperty({
    example: '.box { background: #fff3d6; padding: 12px; } h2 { color: #7a3e00; }',
    description: `At most ${AD_LIMITS.css} bytes; every selector is scoped to .advert`,
  })
  @IsString({ message: 'Bitte geben Sie das Stylesheet an.' })
  @MaxBytes(AD_LIMITS.css, CSS_TOO_LONG)
  @Length(1, undefined, { message: 'Bitte geben Sie das Stylesheet an.' })
  css: string;
}

const SEARCH_MESSAGE = 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.';

export class AdvertsQuery {
  @ApiPropertyOptional({ example: 'winter', description: 'Searches name and advertiser' })
  @IsOptional()
  @IsString({ message: 'Der Suchbegriff muss ein Text sein.' })
  @MaxLength(100, { message: SEARCH_MESSAGE })
  q?: string;
}

export class AdvertImagesQuery extends AdvertsQuery {
  @PageNumberField()
  page: number = 1;
}
