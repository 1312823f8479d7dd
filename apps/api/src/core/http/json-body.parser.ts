import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpStatus } from '@nestjs/common';
import express, { type RequestHandler } from 'express';
import { AppException } from './error-response.js';

/** Far beyond any DTO of this API (the deepest is four levels); deeper bodies are refused unparsed. */
export const MAX_JSON_DEPTH = 64;
/**
 * Values (array items and object members) in one body: ten times the largest body of this API (an address
 * book of 20 addresses). 1 MB of `[{},{},…]` is 150,000 of them and used to cost class-transformer and the
 * validator 2–3 s of blocked event loop per request.
 */
export const MAX_JSON_VALUES = 5000;
export const MAX_JSON_BODY = '1mb';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;

/**
 * What makes the raw JSON text too costly to parse and validate: more than `limits.depth` objects or arrays
 * inside each other, or more than `limits.values` values (counted as commas and opening brackets, an upper
 * bound). One pass over the bytes, no recursion: 10,000 levels cost as little as ten. Brackets and commas
 * inside strings do not count; UTF-8 continuation bytes never equal an ASCII byte, so the bytes can be read
 * without decoding.
 */
export function jsonShapeExcess(
  body: Uint8Array,
  limits: { depth: number; values: number },
): 'depth' | 'values' | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > limits.depth) return 'depth';
      if (++values > limits.values) return 'values';
    } else if (byte === COMMA) {
      if (++values > limits.values) return 'values';
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    }
  }
  return undefined;
}

const EXCESS_MESSAGES = {
  depth: `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`,
  values: `Die Anfrage enthält zu viele Werte (höchstens ${MAX_JSON_VALUES.toLocaleString('de-DE')}).`,
} as const;

function refuseCostlyShapes(_req: IncomingMessage, _res: ServerResponse, body: Buffer): void {
  const excess = jsonShapeExcess(body, { depth: MAX_JSON_DEPTH, values: MAX_JSON_VALUES });
  if (excess === undefined) return;
  const message = EXCESS_MESSAGES[excess];
  // body-parser passes the error on with its own status (400), so the exceptions filter answers it.
  throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field: 'body', messages: [message] },
  ]);
}

/**
 * The only body parser: JSON up to 1 MB, nesting and number of values checked on the raw bytes before
 * JSON.parse, so a deep body never reaches class-transformer's recursion (10,000 levels used to answer 500
 * and stall the process) and a long one never its loop.
 */
export function jsonBodyParser(): RequestHandler {
  return express.json({ limit: MAX_JSON_BODY, verify: refuseCostlyShapes });
}
