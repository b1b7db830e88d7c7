/// <reference lib="webworker" />
import type { Cursor, Pagination } from '../../../../contract';
import { isApiError } from '../../http';
import type { ReadOrgChartMessage, ReadOrgChartReply, ReadOrgChartRequest } from './read-org-chart-messages';
import { createReadAhead, type PageReading } from './read-ahead';
import { createOfferedPageReader } from '../read-org-chart-page';

/**
 * Reads the org chart's pages off the main thread: the request, the JSON and each record's
 * checks happen here, and the main thread gets the records packed (see `PackedWorkers`), with the
 * next pages already being read.
 */
declare const self: DedicatedWorkerGlobalScope;

type Reply = ReadOrgChartReply extends infer R ? (R extends unknown ? Omit<R, 'request'> : never) : never;

const reader = createOfferedPageReader();

async function readPacked(
  cursor: Cursor | null,
  signal: AbortSignal,
  paginationKnown: (pagination: Pagination) => void,
): PageReading<Reply> {
  try {
    const page = await reader.read(cursor, signal, paginationKnown);
    return { result: { packed: page.packed, pagination: page.pagination }, pagination: page.pagination };
  } catch (error) {
    if (isApiError(error)) {
      const { status, errorCode, message, target, errors, requestId } = error;
      return {
        result: { apiError: { status, errorCode, message, target, errors, requestId } },
        pagination: null,
      };
    }
    return { result: { failure: error instanceof Error ? error.message : String(error) }, pagination: null };
  }
}

/** Two pages ahead: one being fetched while another waits, read, for the main thread to ask. */
const pages = createReadAhead(readPacked, 2);

self.onmessage = async ({ data: message }: MessageEvent<ReadOrgChartRequest>) => {
  if (message.kind === 'cancel') {
    pages.cancel(message.request);
    return;
  }
  reader.startsAt(message.cursor, message.position);
  const reply = await pages.ask(message.request, message.cursor);
  if (reply === null) return;
  const buffers =
    'packed' in reply
      ? [
          reply.packed.columns.buffer,
          reply.packed.codes.buffer,
          reply.packed.managers.buffer,
          reply.packed.foldedApartAt.buffer,
          reply.packed.idHashes.buffer,
        ]
      : [];
  self.postMessage({ request: message.request, ...reply }, buffers);
};

self.postMessage({ ready: true } satisfies ReadOrgChartMessage);
