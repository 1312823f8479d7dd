import type { ErrorGroupStatus, ErrorSource, StackFrame } from '@fuel/domain/errors';

export const ERROR_SOURCE_LABELS: Readonly<Record<ErrorSource, string>> = {
  browser: 'Browser',
  api: 'API',
  web: 'Webserver',
};

export const ERROR_STATUS_LABELS: Readonly<Record<ErrorGroupStatus, string>> = {
  open: 'Offen',
  resolved: 'Behoben',
};

/** How long a message may be in the list and the heading; the group page shows it whole. */
export const SHORT_MESSAGE_LENGTH = 160;

/**
 * A message cut to `max` characters at the last word boundary that keeps most of it, with an ellipsis; short
 * messages unchanged. Whitespace runs (a stack pasted into a message) become one space.
 */
export function shortenMessage(message: string, max = SHORT_MESSAGE_LENGTH): string {
  const text = message.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** `file:line:column` of a frame, as far as it is known. */
export function frameLocation(frame: Pick<StackFrame, 'file' | 'line' | 'column'>): string {
  if (frame.line === null) return frame.file;
  return frame.column === null
    ? `${frame.file}:${frame.line}`
    : `${frame.file}:${frame.line}:${frame.column}`;
}

/** A frame in a dependency (node_modules): rarely where the fault is, so the stack dims it. */
export function isDependencyFrame(frame: Pick<StackFrame, 'file'>): boolean {
  return /(?:^|[/\\])node_modules[/\\]/.test(frame.file);
}
