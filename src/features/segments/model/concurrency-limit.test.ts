import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

/** A task that ends when told, noting how many ran at once. */
function tasks() {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const finish = new Map<number, (value: number) => void>();
  const task = (n: number) => () =>
    new Promise<number>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      started.push(n);
      finish.set(n, (value) => {
        running -= 1;
        resolve(value);
      });
    });
  return { task, started, finish, most: () => most };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('concurrencyLimit', () => {
  it('runs at most `max` at once, the others in the order asked', async () => {
    const run = concurrencyLimit(2);
    const { task, started, finish, most } = tasks();
    const results = [1, 2, 3, 4, 5].map((n) => run(task(n)));
    await tick();
    expect(started).toEqual([1, 2]);
    finish.get(2)!(20);
    await tick();
    expect(started).toEqual([1, 2, 3]);
    finish.get(1)!(10);
    finish.get(3)!(30);
    await tick();
    finish.get(4)!(40);
    await tick();
    finish.get(5)!(50);
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(most()).toBe(2);
  });

  it('goes on after a task fails', async () => {
    const run = concurrencyLimit(1);
    const failed = run(() => Promise.reject(new Error('read failed')));
    const next = run(async () => 'next');
    await expect(failed).rejects.toThrow('read failed');
    await expect(next).resolves.toBe('next');
  });

  it('never starts a waiting task whose signal aborts, and gives its turn to the next', async () => {
    const run = concurrencyLimit(1);
    const { task, started, finish } = tasks();
    const first = run(task(1));
    const left = new AbortController();
    const abandoned = run(task(2), left.signal);
    const third = run(task(3));
    left.abort(new DOMException('left the page', 'AbortError'));
    await expect(abandoned).rejects.toThrow('left the page');
    finish.get(1)!(1);
    await tick();
    expect(started).toEqual([1, 3]);
    finish.get(3)!(3);
    expect(await Promise.all([first, third])).toEqual([1, 3]);
    // Already aborted: not even queued.
    await expect(run(task(4), left.signal)).rejects.toThrow('left the page');
    expect(started).toEqual([1, 3]);
  });
});
