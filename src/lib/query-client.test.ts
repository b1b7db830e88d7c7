import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { createQueryClient } from './query-client';

const retry = createQueryClient().getDefaultOptions().queries!.retry as (count: number, error: unknown) => boolean;

describe('query client retry policy', () => {
  it('retries reads on network errors and 5xx, a few times', () => {
    const network = new ApiError({ status: 0, errorCode: 'network_error', message: 'x' });
    const server = new ApiError({ status: 503, errorCode: 'internal_error', message: 'x' });
    expect(retry(0, network)).toBe(true);
    expect(retry(2, server)).toBe(true);
    expect(retry(3, server)).toBe(false);
  });

  it('retries a plain 500 like any other server fault', () => {
    expect(retry(0, new ApiError({ status: 500, errorCode: 'internal_error', message: 'x' }))).toBe(true);
  });

  it('never retries a 501: a service that does not implement it will not on the next try', () => {
    expect(retry(0, new ApiError({ status: 501, errorCode: 'error', message: 'x' }))).toBe(false);
  });

  it('never retries 4xx or malformed responses', () => {
    for (const [status, errorCode] of [
      [400, 'validation_error'],
      [401, 'unauthorized'],
      [403, 'forbidden'],
      [200, 'malformed_response'],
    ] as const) {
      expect(retry(0, new ApiError({ status, errorCode, message: 'x' }))).toBe(false);
    }
  });

  it('never retries writes', () => {
    expect(createQueryClient().getDefaultOptions().mutations!.retry).toBe(false);
  });
});

describe('a mutation that fails', () => {
  it('reports its error once the console has its words for it', async () => {
    // A console that has shown no error yet: the errors' words are not loaded.
    vi.resetModules();
    const { createQueryClient: freshClient } = await import('./query-client');
    const { ApiError: FreshApiError } = await import('./http');
    const { describeApiError } = await import('./i18n');
    const { MutationObserver } = await import('@tanstack/react-query');
    const refused = new FreshApiError({ status: 403, errorCode: 'forbidden', message: 'Forbidden' });
    const observer = new MutationObserver(freshClient(), { mutationFn: () => Promise.reject(refused) });
    const seen = await observer.mutate().then(
      () => null,
      (error: unknown) => describeApiError(error),
    );
    expect(seen).toMatchObject({
      detail: 'Your role does not allow this. Ask a workspace owner or admin if you need it.',
      serviceWords: null,
    });
  });
});
