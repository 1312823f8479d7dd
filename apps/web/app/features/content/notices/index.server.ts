export { loadSiteNotices } from './site-notices.server';
export {
  type NoticeActionData,
  type NoticeEditData,
  type NoticeListData,
  loadNoticesPage,
  noticesAction,
} from './notices-page.server';
