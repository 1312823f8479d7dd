import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpStatus } from '@nestjs/common';
import express, { type RequestHandler } from 'express';
import { AppException } from './error-response.js';

/** Far beyond any DTO of this API (the deepest is four levels); deeper bodies are refused unparsed. */
export const MAX_JSON_DEPTH = 64;
export const MAX_JSON_BODY = '1mb';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * Whether the raw JSON text opens more than `max` objects or arrays inside each other. One pass over the
 * bytes, no recursion: 10,000 levels cost as little as ten. Brackets inside strings do not count; UTF-8
 * continuation bytes never equal an ASCII byte, so the bytes can be read without decoding.
 */
export function jsonNestingExceeds(body: Uint8Array, max: number): boolean {
  if (body.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

function refuseDeepNesting(_req: IncomingMessage, _res: ServerResponse, body: Buffer): void {
  if (!jsonNestingExceeds(body, MAX_JSON_DEPTH)) return;
  const message = `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`;
  // body-parser passes the error on with its own status (400), so the exceptions filter answers it.
  throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field: 'body', messages: [message] },
  ]);
}

/**
 * The only body parser: JSON up to 1 MB, nesting checked on the raw bytes before JSON.parse, so a deep body
 * never reaches class-transformer's recursion (10,000 levels used to answer 500 and stall the process).
 */
export function jsonBodyParser(): RequestHandler {
  return express.json({ limit: MAX_JSON_BODY, verify: refuseDeepNesting });
}
