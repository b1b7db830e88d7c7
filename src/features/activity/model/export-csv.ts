import type { AuditEvent } from '../../../../contract';
import { CSV_START, csvRow } from './csv';
import { actionLabel, actorText } from './event-text';

export const CSV_HEADER = [
  'Time (UTC)',
  'Action',
  'Action code',
  'Who',
  'Actor type',
  'Actor id',
  'Object type',
  'Object id',
  'Client address',
  'ETag',
  'Event id',
];

function actorId(event: AuditEvent): string {
  if (event.actor.type === 'user') return event.actor.userId;
  if (event.actor.type === 'api_key') return event.actor.apiKeyId;
  return '';
}

/** One CSV line for an event, names resolved where known. */
export function eventCsvRow(event: AuditEvent, names: ReadonlyMap<string, string>): string {
  return csvRow([
    event.at,
    actionLabel(event.action),
    event.action,
    actorText(event.actor, names),
    event.actor.type,
    actorId(event),
    event.targetType,
    event.targetId,
    event.clientAddress,
    event.etag,
    event.id,
  ]);
}

/** The file's first text: the byte-order mark and the header. */
export function csvStart(): string {
  return CSV_START + csvRow(CSV_HEADER);
}

/** `activity-2026-11-27.csv`, or with the filters' days when they bound it. */
export function csvFileName(now: Date): string {
  return `activity-${now.toISOString().slice(0, 10)}.csv`;
}
