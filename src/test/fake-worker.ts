import { vi } from 'vitest';

/**
 * A Web Worker class for tests (jsdom has none): each instance records what it is sent and answers
 * only when the test says so. `last` is the one the code under test made last.
 */
export function fakeWorkerClass<Request, Response>() {
  return class FakeWorker {
    static last: FakeWorker;
    onmessage: ((event: MessageEvent<Response>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    sent: Request[] = [];
    terminate = vi.fn();
    constructor() {
      FakeWorker.last = this;
    }
    postMessage(request: Request) {
      this.sent.push(request);
    }
    answer(response: Response) {
      this.onmessage?.({ data: response } as MessageEvent<Response>);
    }
    crash() {
      this.onerror?.(new ErrorEvent('error'));
    }
  };
}
