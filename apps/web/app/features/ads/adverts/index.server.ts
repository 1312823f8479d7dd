export {
  type AdvertActionData,
  type AdvertEditData,
  type AdvertListData,
  advertAction,
  loadAdvertEdit,
  loadAdvertsList,
} from './adverts-page.server';
