export { newsArticleHead } from './content-seo.server';
export { loadNewsArticle, loadNewsList } from './news.server';
