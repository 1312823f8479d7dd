import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

export class NewsDetailQuery {
  @ApiProperty({ example: 'heizoelpreise-im-winter-jetzt-vergleichen', description: 'Slug of the article' })
  @Matches(/^[a-z0-9][a-z0-9-]{0,119}$/, { message: 'Die Adresse des Artikels ist ungültig.' })
  artikelString: string;
}
