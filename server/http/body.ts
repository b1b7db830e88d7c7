import type { Context } from 'hono';
import { validationError } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

const isJsonType = (contentType: string) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType.trim());

async function readLimited(c: Context): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const tooLarge = () => validationError(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);

/** Reads a JSON request body: `application/json`, at most 1 MiB, well-formed. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!isJsonType(contentType)) throw validationError('Send the body as JSON (Content-Type: application/json).');
  const text = await readLimited(c);
  if (text.trim() === '') throw validationError('The request body is empty; send a JSON object.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError('The request body is not valid JSON.');
  }
}

/** For writes that take no body: anything sent must still be small, and JSON if not empty. */
export async function expectNoBody(c: Context): Promise<void> {
  const text = await readLimited(c);
  if (text.trim() === '') return;
  const contentType = c.req.header('content-type') ?? '';
  if (!isJsonType(contentType)) throw validationError('Send the body as JSON (Content-Type: application/json).');
  try {
    JSON.parse(text);
  } catch {
    throw validationError('The request body is not valid JSON.');
  }
}

/** Reads an HTML form post (the built-in development sign-in page). */
export async function readFormBody(c: Context): Promise<URLSearchParams> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded/i.test(contentType)) return new URLSearchParams();
  return new URLSearchParams(await readLimited(c));
}
