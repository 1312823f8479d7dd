import { describe, expect, it } from '@jest/globals';
import { Slots, variantWidths } from './media-processing.js';

describe('variantWidths', () => {
  it('takes the standard widths up to the original and the original itself when smaller than the largest', () => {
    expect(variantWidths(2400)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(100)).toEqual([100]);
  });
});

describe('Slots', () => {
  it('runs at most its size at once, the others in order, also after a failure', async () => {
    const slots = new Slots(1);
    const log: string[] = [];
    let release: () => void = () => undefined;
    const first = slots.run(
      () =>
        new Promise<void>((done) => {
          log.push('first starts');
          release = () => {
            log.push('first ends');
            done();
          };
        }),
    );
    const second = slots.run(async () => {
      log.push('second');
      throw new Error('kaputt');
    });
    const third = slots.run(async () => {
      log.push('third');
      return 3;
    });
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    release();
    await first;
    await expect(second).rejects.toThrow('kaputt');
    expect(await third).toBe(3);
    expect(log).toEqual(['first starts', 'first ends', 'second', 'third']);
  });
});
