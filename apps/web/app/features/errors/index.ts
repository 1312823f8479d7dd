/** The errors feature: the browser's error collector (spec 2 §3, §5, §7, §8): its public surface. */
export { installErrorCollector, reportDisplayedError } from './collector/browser-error-collector';
export { ErrorReportNavigation } from './collector/components/error-report-navigation';
