import type { ErrorSource, StackFrame } from './error-report.constant.js';
import { isLibraryFrame } from './stack-trace.util.js';

/** A group's title is at most this long. */
const MAX_NORMALIZED_MESSAGE = 500;

const URL_PATTERN = /\b[a-z][\w+.-]*:\/\/[^\s"'`<>()]+/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const HEX = /\b0x[0-9a-f]+\b|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi;
/** A quote not inside a word, so the apostrophe of "Can't" opens none. */
const QUOTED = /(?<![\p{L}\p{N}])(['"`])([^'"`\n]*)\1(?![\p{L}\p{N}])/gu;
/** A quoted identifier names code (`reading 'price'`), not data: it tells errors apart and stays. */
const IDENTIFIER = /^[A-Za-z_$][\w$]{0,63}$/;
/** Numbers, but not the digits of a name (`Int32Array`). */
const NUMBER = /(?<![\p{L}\p{N}_$])\d+(?:[.,]\d+)*/gu;

/**
 * The message as a group's title and part of its fingerprint: what differs from one occurrence of the same
 * fault to the next (numbers, UUIDs, hex ids, quoted values, URLs) becomes a placeholder, and the browsers'
 * prefixes (`Uncaught `, `Uncaught (in promise) `) go, so Chrome's and Firefox's reports of one fault meet.
 */
export function normalizeErrorMessage(message: string): string {
  // Order matters: URLs before the numbers in them, UUIDs before the hex ids they contain.
  return message
    .trim()
    .replace(/^Uncaught (?:\(in promise\) )?/, '')
    .replace(URL_PATTERN, '<url>')
    .replace(UUID, '<uuid>')
    .replace(HEX, '<hex>')
    .replace(QUOTED, (whole: string, _quote: string, value: string) =>
      IDENTIFIER.test(value) ? whole : '<value>',
    )
    .replace(NUMBER, '<n>')
    .replace(/\s+/g, ' ')
    .slice(0, MAX_NORMALIZED_MESSAGE);
}

/**
 * The frame that names where an error comes from: the first of our own code mapped through a source map,
 * else the first of our own code, else the first frame; undefined without frames.
 */
export function culpritFrame(frames: readonly StackFrame[]): StackFrame | undefined {
  return (
    frames.find((frame) => frame.mapped && !isLibraryFrame(frame)) ??
    frames.find((frame) => !isLibraryFrame(frame)) ??
    frames[0]
  );
}

/** An unmapped browser frame: the script's URL. */
function isScriptUrl(file: string): boolean {
  return /^https?:\/\//i.test(file);
}

/** A script URL's path without its build hash: `https://…/assets/root-AbC123xy.js?v=1` → `/assets/root.js`. */
function scriptPath(file: string): string {
  const path = file.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  return path.replace(/-[\w-]{8}(\.m?js)$/, '$1');
}

/** `app/features/offers/components/calculator-form.tsx in submit`: the group's culprit. */
export function culpritLabel(frame: StackFrame): string {
  const file = isScriptUrl(frame.file) ? frame.file.replace(/^https?:\/\/[^/]+/i, '') : frame.file;
  return frame.function ? `${file} in ${frame.function}` : file;
}

/**
 * What an error's fingerprint (SHA-256 of this text) is made of: its source, its normalised message and the
 * culprit frame's file and function, never line numbers, so a rebuild does not split a group. An unmapped
 * script frame counts by its path without build hash and without its minified function name, which change
 * with every build.
 */
export function fingerprintInput(
  source: ErrorSource,
  message: string,
  culprit: StackFrame | undefined,
): string {
  let location = '';
  if (culprit && isScriptUrl(culprit.file) && !culprit.mapped) location = scriptPath(culprit.file);
  else if (culprit) location = `${culprit.file} ${culprit.function ?? ''}`;
  return [source, normalizeErrorMessage(message), location].join('\n');
}
