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
});
