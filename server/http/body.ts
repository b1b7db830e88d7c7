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
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw validationError('The request body is not valid UTF-8.');
  }
}

const tooLarge = () => validationError(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);

/** A `\uD800`..`\uDFFF` escape: the only way a lone surrogate gets into strictly decoded UTF-8 text. */
const surrogateEscape = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/** An unpaired UTF-16 surrogate (`String.prototype.isWellFormed` is not in this project's ES lib). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !loneSurrogate.test(text);

const MAX_TARGET_DEPTH = 16;

/**
 * The dotted path (`clauses.0.left.value`) of the first string, or object key, holding an unpaired
 * UTF-16 surrogate; `null` for the body itself; `undefined` when every string is well-formed.
 * Walks without recursion: bodies may nest deeper than the call stack.
 */
export function illFormedStringPath(value: unknown): string | null | undefined {
  const pending: { value: unknown; path: string | null; depth: number }[] = [{ value, path: null, depth: 0 }];
  // Paths name at most MAX_TARGET_DEPTH levels: deeper ones are named by their ancestor at that depth.
  const join = (path: string | null, key: string, depth: number) =>
    depth > MAX_TARGET_DEPTH ? path : path === null ? key : `${path}.${key}`;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path, depth } = next;
    if (typeof current === 'string') {
      if (!isWellFormed(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], path: join(path, String(index), depth + 1), depth: depth + 1 });
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (const [key] of entries) if (!isWellFormed(key)) return path;
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        pending.push({ value: child, path: join(path, key, depth + 1), depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/** Parses JSON text, refusing ill-formed Unicode (unpaired surrogates) in any string, once for every body. */
function parseJson(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw validationError('The request body is not valid JSON.');
  }
  if (surrogateEscape.test(text)) {
    const path = illFormedStringPath(parsed);
    if (path !== undefined) {
      throw validationError(
        'Text must be well-formed Unicode: it holds an unpaired surrogate (a lone \\uD800..\\uDFFF escape).',
        path ?? undefined,
      );
    }
  }
  return parsed;
}

/** Reads a JSON request body: `application/json`, at most 1 MiB, UTF-8, well-formed JSON and Unicode. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!isJsonType(contentType)) throw validationError('Send the body as JSON (Content-Type: application/json).');
  const text = await readLimited(c);
  if (text.trim() === '') throw validationError('The request body is empty; send a JSON object.');
  return parseJson(text);
}

/** For writes that take no body: anything sent must still be small, and JSON if not empty. */
export async function expectNoBody(c: Context): Promise<void> {
  const text = await readLimited(c);
  if (text.trim() === '') return;
  const contentType = c.req.header('content-type') ?? '';
  if (!isJsonType(contentType)) throw validationError('Send the body as JSON (Content-Type: application/json).');
  parseJson(text);
}

/** Reads an HTML form post (the built-in development sign-in page). */
export async function readFormBody(c: Context): Promise<URLSearchParams> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded/i.test(contentType)) return new URLSearchParams();
  return new URLSearchParams(await readLimited(c));
}
