import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { StackFrame } from '@fuel/domain/errors';
import { loadConfig } from '../../../core/config/app-config.js';
import { CALCULATOR_SOURCE, FIXTURE_SCRIPT_URL, writeSourceMapFixture } from './error-trace.fixture.js';
import { SourceMapStore } from './source-map-store.js';

const frame = (file: string, line: number | null = 1, column: number | null = 17): StackFrame => ({
  function: 'a',
  file,
  line,
  column,
  mapped: false,
});

describe('SourceMapStore', () => {
  let root = '';
  let store: SourceMapStore;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'fuel-source-maps-'));
    const maps = join(root, 'sourcemaps');
    await writeSourceMapFixture(maps);
    await writeFile(join(maps, 'assets', 'broken-Ab12Cd34.js.map'), '{"version":3,"mappings":');
    // A map outside the assets folder, which no URL may reach.
    await mkdir(join(root, 'secret'), { recursive: true });
    await writeFile(join(root, 'secret', 'x.js.map'), '{}');
    store = new SourceMapStore(loadConfig({ SOURCE_MAPS_DIR: maps }));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('maps a build script’s frame to its source, by any origin and with a query', async () => {
    const expected = {
      function: 'submitCalculation',
      file: CALCULATOR_SOURCE,
      line: 42,
      column: 11,
      mapped: true,
    };
    expect(await store.map([frame(FIXTURE_SCRIPT_URL)])).toEqual([expected]);
    expect(await store.map([frame('http://localhost:3000/assets/root-Fx7Kq2Lm.js?v=2')])).toEqual([expected]);
  });

  it('leaves every other frame as it came', async () => {
    const others = [
      frame('https://heizoel.example.de/assets/missing-Zz99Yy88.js'),
      frame('https://heizoel.example.de/assets/broken-Ab12Cd34.js'),
      frame('https://heizoel.example.de/assets/../secret/x.js'),
      frame('https://heizoel.example.de/assets/%2e%2e/secret/x.js'),
      frame('https://heizoel.example.de/assets/sub/root-Fx7Kq2Lm.js'),
      frame('https://heizoel.example.de/root-Fx7Kq2Lm.js'),
      frame('https://heizoel.example.de/assets/root-Fx7Kq2Lm.css'),
      frame('app/root.tsx'),
      frame(FIXTURE_SCRIPT_URL, null, 17),
      frame(FIXTURE_SCRIPT_URL, 1, 0),
      frame(FIXTURE_SCRIPT_URL, 99, 1),
    ];
    expect(await store.map(others)).toEqual(others);
  });
});
