import type { StackFrame } from './error-report.constant.js';

/** Frames kept of one stack; a stack overflow's thousands of repeated frames say nothing more. */
export const MAX_STACK_FRAMES = 50;
/** Longer lines are no frame of a real stack; skipping them keeps the patterns below cheap. */
const MAX_FRAME_LINE = 1_000;

/** V8 (Chrome, Edge, Node): `    at fn (https://…/x.js:10:5)` or `    at https://…/x.js:10:5`. */
const V8_FRAME = /^\s*at (?:(.+?) \((.+):(\d+):(\d+)\)|(.+):(\d+):(\d+))\s*$/;
/** Gecko and WebKit (Firefox, Safari): `fn@https://…/x.js:10:5`, `@https://…/x.js:10:5`. */
const GECKO_FRAME = /^\s*([^@]*)@(.+):(\d+):(\d+)\s*$/;

function position(value: string | undefined): number | null {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** V8 marks `await`ed callers (`async fn`); the function is the same. */
function functionName(name: string | undefined): string | null {
  const trimmed = name?.replace(/^async /, '').trim();
  return trimmed ? trimmed : null;
}

function parseLine(line: string): StackFrame | undefined {
  if (line.length > MAX_FRAME_LINE) return undefined;
  const v8 = V8_FRAME.exec(line);
  if (v8) {
    const [, name, file, row, column, bareFile, bareRow, bareColumn] = v8;
    return {
      function: functionName(name),
      file: file ?? bareFile ?? '',
      line: position(row ?? bareRow),
      column: position(column ?? bareColumn),
      mapped: false,
    };
  }
  const gecko = GECKO_FRAME.exec(line);
  if (gecko) {
    const [, name, file = '', row, column] = gecko;
    return {
      function: functionName(name),
      file,
      line: position(row),
      column: position(column),
      mapped: false,
    };
  }
  return undefined;
}

/**
 * The frames of a stack as Chrome, Edge, Firefox, Safari or Node write it, innermost first. Lines without a
 * location (the message, `at <anonymous>`, `[native code]`) are skipped. Without a frame, the error's own
 * script position (an `error` event's filename, lineno, colno) makes the one frame.
 */
export function parseStack(
  stack: string | null | undefined,
  origin: { filename?: string | undefined; lineno?: number | undefined; colno?: number | undefined } = {},
): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const frame = parseLine(line);
    if (frame && frame.file !== '') frames.push(frame);
    if (frames.length === MAX_STACK_FRAMES) break;
  }
  if (frames.length === 0 && origin.filename) {
    frames.push({
      function: null,
      file: origin.filename,
      line: origin.lineno ?? null,
      column: origin.colno ?? null,
      mapped: false,
    });
  }
  return frames;
}

/**
 * A source or server file as the repository names it, the same on every machine: `node_modules/…` for a
 * library, `apps/…` or `libs/…` for a workspace file (`/srv/fuel/apps/api/dist/x.js` → `apps/api/dist/x.js`),
 * and a source map's relative source without its `../` (`../../../app/root.tsx` → `app/root.tsx`).
 */
export function repoRelativePath(path: string): string {
  const bare = path.replace(/^file:\/\//, '');
  const library = bare.lastIndexOf('node_modules/');
  if (library >= 0) return bare.slice(library);
  const workspace = /(?:^|\/)((?:apps|libs)\/.+)$/.exec(bare);
  if (workspace?.[1]) return workspace[1];
  return bare.replace(/^(?:\.{0,2}\/)+/, '');
}

/** A frame of a library or of Node itself, not of our code. */
export function isLibraryFrame(frame: StackFrame): boolean {
  return /(?:^|\/)node_modules\//.test(frame.file) || frame.file.startsWith('node:');
}
