export {
  backOfficeHeaders,
  loadBackOfficePermissions,
  loadDashboard,
  refusedPage,
} from './back-office.server';
