import { type ReactNode, createContext, use } from 'react';

type ReportError = (error: Error) => void;

// Without a provider (the server render, tests) nothing is reported.
const ErrorReportContext = createContext<ReportError>(() => undefined);

/**
 * How the error page reports what it shows (spec 2 §8). The root passes the errors feature's reporter down,
 * since lib/ never imports a feature.
 */
export function ErrorReportProvider({ report, children }: { report: ReportError; children: ReactNode }) {
  return <ErrorReportContext value={report}>{children}</ErrorReportContext>;
}

export function useErrorReport(): ReportError {
  return use(ErrorReportContext);
}
