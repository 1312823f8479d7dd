export { PricePage } from './components/price-page';
/** The chart's geometry, for other server-drawn SVG charts (the back office's statistic). */
export { type ChartBox, chartGeometry } from './price-chart.util';
export { ChartGrid } from './components/chart-grid';
