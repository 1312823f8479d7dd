import { ApiProperty } from '@nestjs/swagger';

/** An advert as the site shows it (spec 2 §3: Html, StylesFileName). */
export class AdvertContentOutput {
  @ApiProperty({ example: 7 })
  Id: number;

  @ApiProperty({ example: '<div class="box"><a href="https://example.com">Jetzt Heizöl sparen</a></div>' })
  Html: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'advert-7-0123456789ab.css',
    description: 'Served at /api/iam/content/css/{file}',
  })
  StylesFileName: string | null;
}
