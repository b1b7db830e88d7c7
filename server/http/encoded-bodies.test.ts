import { describe, expect, it } from 'vitest';
import { encodedBodyCache } from './encoded-bodies';

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);

describe('encodedBodyCache', () => {
  it('keeps bodies up to its size, letting the least recently used go first', () => {
    const cache = encodedBodyCache(100);
    cache.set('a', bytes(40, 1));
    cache.set('b', bytes(40, 2));
    expect(cache.get('a')?.[0]).toBe(1); // a is now the most recently used
    cache.set('c', bytes(40, 3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.[0]).toBe(1);
    expect(cache.get('c')?.[0]).toBe(3);
    expect(cache.bytes).toBe(80);
  });

  it('replaces a key in place and never keeps a body larger than the whole cache', () => {
    const cache = encodedBodyCache(100);
    cache.set('a', bytes(60));
    cache.set('a', bytes(30));
    expect(cache.bytes).toBe(30);
    expect(cache.size).toBe(1);
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')?.byteLength).toBe(30);
  });

  it('lets every body go when the version of the data it holds moves on, and not before', () => {
    const cache = encodedBodyCache(100);
    cache.holdVersion('1');
    cache.set('page 1 of version 1', bytes(40));
    cache.holdVersion('1');
    expect(cache.size).toBe(1);
    cache.holdVersion('2');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.set('page 1 of version 2', bytes(40));
    expect(cache.get('page 1 of version 2')?.byteLength).toBe(40);
  });
});

describe('encodedBodyCache.shared', () => {
  const made = (body: Buffer, encoded = true) => ({ body, encoded });

  it('makes a body once for every caller asking while it is made, then serves it kept', async () => {
    const cache = encodedBodyCache(1000);
    let makings = 0;
    let finish: (body: Buffer) => void = () => {};
    const make = () => {
      makings += 1;
      return new Promise<ReturnType<typeof made>>((resolve) => {
        finish = (body) => resolve(made(body));
      });
    };
    const callers = Array.from({ length: 20 }, () => cache.shared('page', make));
    expect(makings).toBe(1);
    expect(cache.making).toBe(1);
    finish(bytes(10, 7));
    const bodies = await Promise.all(callers);
    expect(new Set(bodies.map(({ body }) => body)).size).toBe(1);
    expect(cache.making).toBe(0);
    expect(cache.get('page')?.[0]).toBe(7);
    expect((await cache.shared('page', make)).body[0]).toBe(7);
    expect(makings).toBe(1);
  });

  it('keeps no body whose making started before the version moved on, though its callers get it', async () => {
    const cache = encodedBodyCache(1000);
    cache.holdVersion('1');
    let finish: (body: Buffer) => void = () => {};
    const caller = cache.shared(
      'page of version 1',
      () => new Promise((resolve) => (finish = (body) => resolve(made(body)))),
    );
    cache.holdVersion('2');
    finish(bytes(10, 7));
    expect((await caller).body[0]).toBe(7);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('calls the maker at once, in the caller’s turn', () => {
    const cache = encodedBodyCache(1000);
    let called = false;
    void cache.shared('now', () => {
      called = true;
      return Promise.resolve(made(bytes(1)));
    });
    expect(called).toBe(true);
  });

  it('keeps no body sent as it is, and forgets a failed making so the next caller tries again', async () => {
    const cache = encodedBodyCache(1000);
    expect(await cache.shared('small', () => Promise.resolve(made(bytes(3), false)))).toMatchObject({ encoded: false });
    expect(cache.get('small')).toBeUndefined();
    const failing = cache.shared('broken', () => Promise.reject(new Error('disk')));
    const sharing = cache.shared('broken', () => Promise.resolve(made(bytes(1))));
    await expect(failing).rejects.toThrow('disk');
    await expect(sharing).rejects.toThrow('disk');
    expect(cache.making).toBe(0);
    expect((await cache.shared('broken', () => Promise.resolve(made(bytes(2, 9))))).body[0]).toBe(9);
  });
});
