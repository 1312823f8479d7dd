import { describe, expect, it } from 'vitest';

import { markEdited } from './change-tracking.util.js';

describe('markEdited', () => {
  it('keeps an added record added and marks any other edited record modified', () => {
    expect(markEdited('Added')).toBe('Added');
    expect(markEdited('Unchanged')).toBe('Modified');
    expect(markEdited('Modified')).toBe('Modified');
    expect(markEdited('Deleted')).toBe('Modified');
  });
});
