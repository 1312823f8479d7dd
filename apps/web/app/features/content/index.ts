export { Breadcrumbs, type Crumb } from './components/breadcrumbs';
export { CrossLinks } from './components/cross-links';
export { HomePage } from './components/home-page';
export { InfoCenterPage } from './components/info-center-page';
export { NewsArticlePage } from './components/news-article-page';
export { NewsListPage } from './components/news-list-page';
export { TermsText } from './components/terms-text';
export { bestPriceQuery, crossLinksQuery, newsListQuery } from './queries';
