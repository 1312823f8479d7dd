/** Site notices (issue #16): where they show and their display. */
export { SiteNotices } from './components/site-notices';
export { noticePlacementOf, sitePathOf } from './notice-placement.util';
export { NoticeEditPage } from './components/notice-edit-page';
export { NoticesListPage } from './components/notices-list-page';
