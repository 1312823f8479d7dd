import { describe, expect, it } from 'vitest';
import { MAX_STACK_FRAMES, isLibraryFrame, parseStack, repoRelativePath } from './stack-trace.util.js';

const SCRIPT = 'https://heizoel.example.de/assets/root-AbC123xy.js';

describe('parseStack', () => {
  it('reads Chrome and Edge stacks, named, anonymous and awaited frames', () => {
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'price')",
      `    at submit (${SCRIPT}:1:2345)`,
      `    at async Object.onSubmit (${SCRIPT}:3:17)`,
      `    at ${SCRIPT}:2:99`,
      '    at new Promise (<anonymous>)',
      '    at Array.forEach (<anonymous>)',
    ].join('\n');
    expect(parseStack(stack)).toEqual([
      { function: 'submit', file: SCRIPT, line: 1, column: 2345, mapped: false },
      { function: 'Object.onSubmit', file: SCRIPT, line: 3, column: 17, mapped: false },
      { function: null, file: SCRIPT, line: 2, column: 99, mapped: false },
    ]);
  });

  it('reads Firefox and Safari stacks', () => {
    const firefox = `submit@${SCRIPT}:1:2345\nonSubmit/<@${SCRIPT}:3:17\n@${SCRIPT}:2:99\n`;
    expect(parseStack(firefox).map((f) => [f.function, f.line, f.column])).toEqual([
      ['submit', 1, 2345],
      ['onSubmit/<', 3, 17],
      [null, 2, 99],
    ]);
    const safari = `submit@${SCRIPT}:1:2345\nglobal code@${SCRIPT}:4:1\nforEach@[native code]`;
    expect(parseStack(safari).map((f) => f.function)).toEqual(['submit', 'global code']);
  });

  it('reads Node stacks, with file URLs and node internals', () => {
    const stack = [
      'Error: Verbindung verloren',
      '    at HealthService.readiness (file:///srv/fuel/apps/api/dist/modules/health/health.service.js:20:11)',
      '    at async Promise.all (index 0)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)',
    ].join('\n');
    expect(parseStack(stack)).toEqual([
      {
        function: 'HealthService.readiness',
        file: 'file:///srv/fuel/apps/api/dist/modules/health/health.service.js',
        line: 20,
        column: 11,
        mapped: false,
      },
      {
        function: 'process.processTicksAndRejections',
        file: 'node:internal/process/task_queues',
        line: 105,
        column: 5,
        mapped: false,
      },
    ]);
  });

  it("falls back to the error event's position, and keeps at most the first frames", () => {
    expect(parseStack(undefined, { filename: SCRIPT, lineno: 7, colno: 3 })).toEqual([
      { function: null, file: SCRIPT, line: 7, column: 3, mapped: false },
    ]);
    expect(parseStack('Script error.', {})).toEqual([]);
    const overflow = Array.from({ length: 5_000 }, () => `    at recurse (${SCRIPT}:1:1)`).join('\n');
    expect(parseStack(overflow)).toHaveLength(MAX_STACK_FRAMES);
  });

  it('skips lines no browser writes: too long, no position, out of range', () => {
    expect(parseStack(`    at f (${'x'.repeat(2_000)}:1:1)`)).toEqual([]);
    expect(parseStack(`    at f (${SCRIPT}:99999999999999999999:1)`)[0]?.line).toBeNull();
    expect(parseStack('at (((((((((((((((((((((((((((((((((((((((((((((((((')).toEqual([]);
  });
});

describe('repoRelativePath', () => {
  it.each([
    [
      '../../../app/features/offers/components/calculator-form.tsx',
      'app/features/offers/components/calculator-form.tsx',
    ],
    [
      '../../../../../node_modules/react-router/dist/development/chunk.mjs',
      'node_modules/react-router/dist/development/chunk.mjs',
    ],
    [
      'file:///srv/fuel/apps/api/dist/modules/health/health.service.js',
      'apps/api/dist/modules/health/health.service.js',
    ],
    ['/work/main/libs/domain/src/errors/stack-trace.util.ts', 'libs/domain/src/errors/stack-trace.util.ts'],
    ['node:internal/process/task_queues', 'node:internal/process/task_queues'],
  ])('%s → %s', (path, expected) => expect(repoRelativePath(path)).toBe(expected));
});

describe('isLibraryFrame', () => {
  it('tells libraries and Node from our code', () => {
    const frame = (file: string) => ({ function: null, file, line: 1, column: 1, mapped: true });
    expect(isLibraryFrame(frame('node_modules/react-dom/cjs/react-dom.js'))).toBe(true);
    expect(isLibraryFrame(frame('node:internal/process/task_queues'))).toBe(true);
    expect(isLibraryFrame(frame('app/root.tsx'))).toBe(false);
  });
});
