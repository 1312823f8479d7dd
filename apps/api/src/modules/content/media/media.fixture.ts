import { crc32, deflateSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import sharp from 'sharp';
import {
  createUser,
  randomClientAddress,
  sessionFrom,
  TEST_PASSWORD,
} from '../../accounts/accounts.fixture.js';

/** A signed-in user of the role (`Editor`, `Admin`, …; none: a customer) and their bearer token. */
export async function tokenOf(app: NestExpressApplication, role?: string): Promise<string> {
  const user = await createUser(app, role ? { roles: [`Role_Interaid_${role}`] } : {});
  const res = await request(app.getHttpServer())
    .post('/api/account/jwt/anmelden')
    .set('X-Forwarded-For', randomClientAddress())
    .send({ UserName: user.email, Password: TEST_PASSWORD })
    .expect(200);
  return sessionFrom(res).token;
}

/** GPS EXIF: a house's position, which must not leave with the image. */
const GPS_EXIF = {
  IFD0: { Make: 'TestCam', Copyright: 'Geheim' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 8/1 1234/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '11/1 34/1 0/1',
  },
};

/** A photo-like image (a gradient, so every upload with another seed is another file) with GPS EXIF. */
export function imageWithGps(
  format: 'jpeg' | 'png',
  width: number,
  height: number,
  seed: number,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + seed * 31 + Math.floor(i / 97)) % 256;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).withExif(GPS_EXIF);
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header says 30,000 × 30,000 pixels (900 megapixels unpacked). */
export function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30_001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
