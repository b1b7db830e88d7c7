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
 * as soon as it has come (the next page can be asked for while this one is still arriving).
 */
export async function readTextTellingPagination(
  response: Response,
  onPagination: (pagination: Pagination) => void,
): Promise<string> {
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  let start: string | null = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const piece = decoder.decode(value, { stream: true });
    pieces.push(piece);
    if (start === null) continue;
    start += piece;
    const found = paginationAtStart(start);
    if (found === 'wait') continue;
    start = null;
    if (found) onPagination(found);
  }
  pieces.push(decoder.decode());
  return pieces.join('');
}
