export { ErrorGroupPage } from './components/error-group-page';
export { ErrorGroupsPage } from './components/error-groups-page';
