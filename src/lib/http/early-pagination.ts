import { paginationSchema, type Pagination } from '../../../contract';

const PREFIX = '{"pagination":';
/** How far into a body its pagination is looked for before giving up. */
const LOOK_WITHIN = 4096;

/**
 * The pagination a page's JSON text starts with (the worker-columns form puts it first, see
 * contract/assumed.ts): the pagination, `'wait'` while the text so far may still hold it, or null
 * when it does not start with one (the page is then read whole, as any other).
 */
export function paginationAtStart(text: string): Pagination | 'wait' | null {
  if (text.length < PREFIX.length) return PREFIX.startsWith(text) ? 'wait' : null;
  if (!text.startsWith(PREFIX)) return null;
  // The pagination holds no object: it ends at a `}`, the first that closes valid JSON.
  for (let end = text.indexOf('}', PREFIX.length); end !== -1; end = text.indexOf('}', end + 1)) {
    if (end > LOOK_WITHIN) return null;
    let value: unknown;
    try {
      value = JSON.parse(text.slice(PREFIX.length, end + 1));
    } catch {
      continue;
    }
    const parsed = paginationSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  }
  return text.length > LOOK_WITHIN ? null : 'wait';
}

/**
 * Reads a response's text as it arrives, telling `onPagination` the pagination the body starts with
 * as soon as it has come (the next page can be asked for while this one is still arriving). Only
 * the start is decoded as it comes; the whole body is decoded once, at the end.
 */
export async function readTextTellingPagination(
  response: Response,
  onPagination: (pagination: Pagination) => void,
): Promise<string> {
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const startDecoder = new TextDecoder();
  let start: string | null = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
    if (start === null) continue;
    // The pagination is near the start: a large first piece is looked at in its first bytes only.
    const piece = value.byteLength > LOOK_WITHIN * 2 ? value.subarray(0, LOOK_WITHIN * 2) : value;
    start += startDecoder.decode(piece, { stream: true });
    let found = paginationAtStart(start);
    if (found === 'wait' && piece !== value) found = null;
    if (found === 'wait') continue;
    start = null;
    if (found) onPagination(found);
  }
  const body = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(body);
}
