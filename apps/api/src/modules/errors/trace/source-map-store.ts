import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { LRUCache } from 'lru-cache';
import { type StackFrame, repoRelativePath } from '@fuel/domain/errors';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.module.js';

/** The web build's client scripts (`/assets/root-AbC123.js`); nothing else is looked up, no other folder. */
const SCRIPT_PATH = /^\/assets\/[\w.-]+\.js$/;
/** A client bundle's map is a few MB at most; larger files are no map of ours. */
const MAX_MAP_BYTES = 20 * 1024 * 1024;
/** Parsed maps kept in memory, by their file size. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** Scripts remembered, found or not: reports naming made-up scripts cannot fill the memory. */
const CACHE_ENTRIES = 1_000;
/** A missing map is looked for again after this long: a deploy may bring it. */
const MISSING_MAP_TTL_MS = 60_000;
/** Source names come from our build; still, a stored frame names no file longer than this. */
const MAX_NAME = 500;

interface LoadedMap {
  /** Undefined: no readable map for the script. */
  readonly map: TraceMap | undefined;
  readonly bytes: number;
}

const MISSING: LoadedMap = { map: undefined, bytes: 1 };

/** The script's file name under /assets/, undefined for any other URL. */
function scriptName(file: string): string | undefined {
  let path: string;
  try {
    path = new URL(file, 'http://script.invalid').pathname;
  } catch {
    return undefined;
  }
  return SCRIPT_PATH.test(path) ? path.slice('/assets/'.length) : undefined;
}

async function readMap(path: string): Promise<LoadedMap> {
  try {
    const file = await stat(path);
    if (!file.isFile() || file.size > MAX_MAP_BYTES) return MISSING;
    return { map: new TraceMap(await readFile(path, 'utf8')), bytes: file.size };
  } catch {
    // Missing, unreadable or no source map: the frames stay as the browser wrote them.
    return MISSING;
  }
}

// eslint-disable-next-line no-control-regex -- a virtual module's name starts with NUL (`\0vite/…`)
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function cleanName(name: string): string {
  return name.replace(CONTROL_CHARACTERS, '').slice(0, MAX_NAME);
}

/**
 * Maps browser stack frames back to the sources through the web build's hidden source maps
 * (SOURCE_MAPS_DIR, mirroring build/client: `assets/root-AbC123.js.map` for `/assets/root-AbC123.js`), which
 * are never served to browsers. Maps are read once and kept (bounded by size); reports naming the same script
 * at once read it once.
 */
@Injectable()
export class SourceMapStore {
  private readonly maps: LRUCache<string, LoadedMap>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const folder = join(config.sourceMapsDir, 'assets');
    this.maps = new LRUCache<string, LoadedMap>({
      max: CACHE_ENTRIES,
      maxSize: CACHE_BYTES,
      sizeCalculation: (loaded) => loaded.bytes,
      fetchMethod: async (script, _stale, { options }) => {
        const loaded = await readMap(join(folder, `${script}.map`));
        if (!loaded.map) options.ttl = MISSING_MAP_TTL_MS;
        return loaded;
      },
    });
  }

  /** The frames, those of the build's scripts mapped to their sources; any other frame as it came. */
  map(frames: readonly StackFrame[]): Promise<StackFrame[]> {
    return Promise.all(frames.map((frame) => this.mapFrame(frame)));
  }

  private async mapFrame(frame: StackFrame): Promise<StackFrame> {
    const script = scriptName(frame.file);
    const { line, column } = frame;
    if (script === undefined || line === null || column === null || line < 1 || column < 1) return frame;
    const map = (await this.maps.fetch(script))?.map;
    if (!map) return frame;
    // Browsers count columns from 1, source maps from 0.
    const original = originalPositionFor(map, { line, column: column - 1 });
    if (original.source === null) return frame;
    return {
      function: original.name === null ? frame.function : cleanName(original.name),
      file: cleanName(repoRelativePath(original.source)),
      line: original.line,
      column: original.column + 1,
      mapped: true,
    };
  }
}
