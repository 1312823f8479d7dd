import { RatingTokenField } from './rating-token.field.js';

export class RatingTokenQuery {
  @RatingTokenField()
  token: string;
}
