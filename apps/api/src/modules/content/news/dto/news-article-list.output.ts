import { ApiProperty } from '@nestjs/swagger';
import { NewsArticleSummaryOutput } from './news-article.output.js';

export class NewsArticleListOutput {
  @ApiProperty({ type: [NewsArticleSummaryOutput], description: 'Newest first' })
  Items: NewsArticleSummaryOutput[];

  @ApiProperty({ example: 39, description: 'Articles of the site' })
  Total: number;

  @ApiProperty({ example: 1 })
  Page: number;

  @ApiProperty({ example: 3 })
  Size: number;

  @ApiProperty({ example: 13 })
  PageCount: number;
}
