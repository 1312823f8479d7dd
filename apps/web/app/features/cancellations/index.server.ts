export { cancellationsAction, loadCancellationsPage } from './cancellations.server';
