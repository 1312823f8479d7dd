export { newsArticleHead } from './content-seo.server';
export { loadNewsArticle, loadNewsList } from './news.server';
export {
  type LegalChoices,
  dismissFraudWarning,
  readLegalChoices,
  saveConsent,
} from './legal-choices.server';
