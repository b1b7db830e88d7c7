import { describe, expect, it } from 'vitest';
import { paginationAtStart, readTextTellingPagination } from './early-pagination';

const pagination = { nextCursor: 'eyJ9In0', limit: 20000, hasMore: true, total: 1000000 };
const body = JSON.stringify({ pagination, errors: [], columns: { count: 0, values: [] } });

describe('paginationAtStart', () => {
  it('reads the pagination a page starts with, once it has arrived whole', () => {
    expect(paginationAtStart(body)).toEqual(pagination);
    expect(paginationAtStart(body.slice(0, body.indexOf('}') + 1))).toEqual(pagination);
    expect(paginationAtStart(body.slice(0, body.indexOf('}')))).toBe('wait');
    expect(paginationAtStart('{"pagi')).toBe('wait');
    expect(paginationAtStart('')).toBe('wait');
  });

  it('finds the end of a pagination whose cursor holds a brace', () => {
    const braced = { ...pagination, nextCursor: 'a}b' };
    expect(paginationAtStart(JSON.stringify({ pagination: braced, columns: {} }))).toEqual(braced);
  });

  it('gives up on a body that does not start with a valid pagination', () => {
    expect(paginationAtStart(JSON.stringify({ columns: {}, pagination }))).toBeNull();
    expect(paginationAtStart('{"results":[]')).toBeNull();
    expect(paginationAtStart('{"pagination":{"nextCursor":3,"hasMore":"yes"},')).toBeNull();
    expect(paginationAtStart(`{"pagination":{"nextCursor":"${'x'.repeat(5000)}`)).toBeNull();
  });
});

describe('readTextTellingPagination', () => {
  it('tells the pagination as soon as it has arrived, before the rest of the page', async () => {
    const encoder = new TextEncoder();
    const split = body.indexOf('}') + 5;
    let sendRest!: () => void;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(body.slice(0, 7)));
        controller.enqueue(encoder.encode(body.slice(7, split)));
        sendRest = () => {
          controller.enqueue(encoder.encode(body.slice(split)));
          controller.close();
        };
      },
    });
    const told: unknown[] = [];
    const reading = readTextTellingPagination(new Response(stream), (found) => {
      told.push(found);
      sendRest();
    });
    expect(await reading).toBe(body);
    expect(told).toEqual([pagination]);
  });

  it('reads a page that does not start with its pagination whole, telling nothing', async () => {
    const told: unknown[] = [];
    const other = JSON.stringify({ results: [], pagination });
    expect(await readTextTellingPagination(new Response(other), (found) => told.push(found))).toBe(other);
    expect(told).toEqual([]);
  });

  it('decodes text split inside a character', async () => {
    const text = JSON.stringify({ pagination, columns: { name: ['José 山田 😀'] } });
    const bytes = new TextEncoder().encode(text);
    const at = bytes.length - 6;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, at));
        controller.enqueue(bytes.slice(at));
        controller.close();
      },
    });
    expect(await readTextTellingPagination(new Response(stream), () => {})).toBe(text);
  });
});

describe('readTextTellingPagination on a page that comes in one piece', () => {
  it('tells its pagination, and gives the whole text', async () => {
    const large = JSON.stringify({
      pagination,
      errors: [],
      columns: { id: Array.from({ length: 5000 }, (_, i) => `w${i}`) },
    });
    const told: unknown[] = [];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(large));
        controller.close();
      },
    });
    expect(await readTextTellingPagination(new Response(stream), (found) => told.push(found))).toBe(large);
    expect(told).toEqual([pagination]);
  });
});
