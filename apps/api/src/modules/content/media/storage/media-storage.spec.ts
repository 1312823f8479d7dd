import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../../../core/config/app-config.js';
import { LocalMediaStorage } from './local-media-storage.js';
import { isMediaKey, mediaKey } from './media-storage.js';
import { S3MediaStorage } from './s3-media-storage.js';

const HASH = 'c'.repeat(64);

describe('media keys', () => {
  it('are a hex SHA-256 and a plain file name, nothing else', () => {
    expect(isMediaKey(`${HASH}/original.jpg`)).toBe(true);
    expect(isMediaKey(`${HASH}/640.avif`)).toBe(true);
    for (const key of [
      `${HASH}/../x.jpg`,
      `${HASH}/a/b.jpg`,
      `../${HASH}/a.jpg`,
      `${HASH.toUpperCase()}/a.jpg`,
      `${HASH}/original`,
      `${HASH}/.jpg`,
      `${HASH}/a.jpg\u0000`,
      `/${HASH}/a.jpg`,
    ]) {
      expect([key, isMediaKey(key)]).toEqual([key, false]);
    }
    expect(() => mediaKey(HASH, '../../etc/passwd')).toThrow();
  });
});

describe('LocalMediaStorage', () => {
  it('writes, reads and deletes by key inside its folder, the hash folder going with its last file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fuel-media-local-'));
    const storage = new LocalMediaStorage(dir);
    await storage.put(`${HASH}/original.jpg`, Buffer.from('a'));
    await storage.put(`${HASH}/320.webp`, Buffer.from('b'));
    expect(await readFile(join(dir, HASH, 'original.jpg'), 'utf8')).toBe('a');
    expect((await storage.get(`${HASH}/320.webp`))?.toString()).toBe('b');
    expect(await storage.get(`${HASH}/640.webp`)).toBeUndefined();
    await storage.delete(`${HASH}/original.jpg`);
    await storage.delete(`${HASH}/original.jpg`);
    expect(await readdir(join(dir, HASH))).toEqual(['320.webp']);
    await storage.delete(`${HASH}/320.webp`);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a key that is none before touching the disk', async () => {
    const storage = new LocalMediaStorage(await mkdtemp(join(tmpdir(), 'fuel-media-local-')));
    await expect(storage.get('../../package.json')).rejects.toThrow('not a media key');
    await expect(storage.put(`${HASH}/../../x.jpg`, Buffer.from('x'))).rejects.toThrow('not a media key');
  });
});

/** A few lines of S3 (path style, as MinIO answers): objects in a map, 404 NoSuchKey for the rest. */
function fakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, { body: Buffer; type?: string }>;
  seen: string[];
}> {
  const objects = new Map<string, { body: Buffer; type?: string }>();
  const seen: string[] = [];
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      seen.push(
        `${req.method} ${path} ${req.headers.authorization?.startsWith('AWS4-HMAC-SHA256') ? 'signed' : 'unsigned'}`,
      );
      if (req.method === 'PUT') {
        const sent = await body(req);
        // The SDK may send the body in aws-chunked encoding; the payload is then after the chunk header.
        const chunked = req.headers['content-encoding']?.includes('aws-chunked');
        const payload = chunked
          ? sent.subarray(sent.indexOf('\r\n') + 2, sent.lastIndexOf('\r\n0\r\n'))
          : sent;
        objects.set(path, { body: payload, type: req.headers['content-type'] });
        res.writeHead(200, { ETag: '"x"' }).end();
      } else if (req.method === 'GET' && objects.has(path)) {
        res.writeHead(200, { 'Content-Type': objects.get(path)?.type ?? 'application/octet-stream' });
        res.end(objects.get(path)?.body);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(404, { 'Content-Type': 'application/xml' });
        res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      }
    })();
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      done({ server, url: `http://127.0.0.1:${port}`, objects, seen });
    }),
  );
}

describe('S3MediaStorage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    s3 = await fakeS3();
  });
  afterAll(() => {
    s3.server.close();
  });

  it('puts, gets and deletes objects of the bucket by key, signed, path style', async () => {
    const config = loadConfig({
      MEDIA_S3_BUCKET: 'fuel-media',
      MEDIA_S3_ENDPOINT: s3.url,
      MEDIA_S3_ACCESS_KEY_ID: 'fuel',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret-secret',
    });
    expect(config.media.storage).toMatchObject({ kind: 's3', forcePathStyle: true, region: 'us-east-1' });
    if (config.media.storage.kind !== 's3') throw new Error('not s3');
    const storage = new S3MediaStorage(config.media.storage);

    await storage.put(`${HASH}/640.avif`, Buffer.from('avif-bytes'), 'image/avif');
    expect(s3.objects.get(`/fuel-media/${HASH}/640.avif`)).toEqual({
      body: Buffer.from('avif-bytes'),
      type: 'image/avif',
    });
    expect((await storage.get(`${HASH}/640.avif`))?.toString()).toBe('avif-bytes');
    expect(await storage.get(`${HASH}/320.avif`)).toBeUndefined();
    await storage.delete(`${HASH}/640.avif`);
    expect(s3.objects.size).toBe(0);
    expect(s3.seen.every((line) => line.endsWith('signed') && line.includes('/fuel-media/'))).toBe(true);
    await expect(storage.get('../x')).rejects.toThrow('not a media key');
  });
});

describe('media configuration', () => {
  it('is the local folder by default and S3 with a bucket; keys come in pairs', () => {
    expect(loadConfig({}).media).toMatchObject({ storage: { kind: 'local' }, maxBytes: 15 * 1024 * 1024 });
    expect(loadConfig({}).media.storage).toMatchObject({ dir: expect.stringMatching(/\.data\/media$/) });
    expect(loadConfig({ DATA_DIR: '/srv/data' }).media.storage).toEqual({
      kind: 'local',
      dir: '/srv/data/media',
    });
    expect(loadConfig({ MEDIA_DIR: '/srv/media', MEDIA_MAX_BYTES: '2048' }).media).toEqual({
      storage: { kind: 'local', dir: '/srv/media' },
      maxBytes: 2048,
    });
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b', MEDIA_S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ MEDIA_MAX_BYTES: '12' })).toThrow('MEDIA_MAX_BYTES');
    expect(loadConfig({ MEDIA_S3_BUCKET: 'b' }).media.storage).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });
});
