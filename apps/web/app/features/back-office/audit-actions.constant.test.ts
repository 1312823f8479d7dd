import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit-actions.constant';

const API_SOURCES = join(import.meta.dirname, '../../../../api/src');

/** The literal actions the API's services record (`action: 'users.lock'`); tests' own actions left out. */
function recordedActions(): string[] {
  const files = readdirSync(API_SOURCES, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.includes('spec.ts'),
  );
  const actions = files.flatMap((file) =>
    [...readFileSync(join(API_SOURCES, file), 'utf8').matchAll(/action: '([a-z-]+\.[a-z-]+)'/g)].map(
      (match) => match[1] as string,
    ),
  );
  return [...new Set(actions)].sort();
}

describe('audit action labels', () => {
  it('names every action the API records in German, so the audit log never shows a key', () => {
    const actions = recordedActions();
    expect(actions.length).toBeGreaterThan(20);
    expect(actions.filter((action) => auditActionLabel(action) === action)).toEqual([]);
  });
});
