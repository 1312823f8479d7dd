export { StatisticsPage } from './components/statistics-page';
