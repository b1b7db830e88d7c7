/**
 * Runs at most `max` tasks at once; the others wait their turn, first come first served. A task
 * whose signal aborts while it waits never starts (its promise rejects with the signal's reason):
 * reads asked for by a page that was left do not hold up the next page's.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const settle = <T>(task: () => Promise<T>): Promise<T> =>
    Promise.resolve()
      .then(task)
      .finally(() => {
        // The finished task's place goes to the next in line, or is given up.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      });

  return function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (running < max) {
      running += 1;
      return settle(task);
    }
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', abort);
        settle(task).then(resolve, reject);
      };
      const abort = () => {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal!.reason);
      };
      waiting.push(start);
      signal?.addEventListener('abort', abort, { once: true });
    });
  };
}
