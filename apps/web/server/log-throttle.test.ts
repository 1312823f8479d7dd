import { describe, expect, it } from 'vitest';
import { createLogThrottle } from './log-throttle.ts';

describe('createLogThrottle', () => {
  it('lets one line through a minute and says how many it held back', () => {
    let time = 1_000_000;
    const throttled = createLogThrottle(60_000, () => time);
    const written: number[] = [];
    const write = (heldBack: number) => written.push(heldBack);

    throttled(write);
    for (let i = 0; i < 5; i += 1) {
      time += 10_000;
      throttled(write);
    }
    expect(written).toEqual([0]);

    time += 10_000; // a minute after the first line
    throttled(write);
    throttled(write);
    expect(written).toEqual([0, 5]);

    time += 120_000;
    throttled(write);
    expect(written).toEqual([0, 5, 1]);
  });
});
