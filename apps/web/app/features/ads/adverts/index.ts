// The back office's adverts (issue #17): the list and the editor with preview, images and stylesheet.
export { AdvertEditPage } from './components/advert-edit-page';
export { AdvertsListPage } from './components/adverts-list-page';
