export * from './news.constant.js';
export * from './publication.constant.js';
export * from './cms-page.constant.js';
export * from './news-content.type.js';
export * from './rich-text.constant.js';
export * from './site-notice.constant.js';
export * from './media.constant.js';
export * from './content-block.constant.js';
