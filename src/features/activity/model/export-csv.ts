import type { AuditEvent } from '../../../../contract';
import { CSV_START, csvRow } from './csv';
import { defineMessages } from '../../../lib/i18n';
import { actionLabel, actorText } from './event-text';
import type { Words } from './words';

/** The CSV's columns, as its first line names them (a spreadsheet's column headers). */
const header = defineMessages({
  at: { id: 'activity.csv.at', defaultMessage: 'Time (UTC)' },
  action: { id: 'activity.csv.action', defaultMessage: 'Action', description: 'The action in words' },
  actionCode: {
    id: 'activity.csv.actionCode',
    defaultMessage: 'Action code',
    description: 'The action as the service codes it',
  },
  who: { id: 'activity.csv.who', defaultMessage: 'Who' },
  actorType: { id: 'activity.csv.actorType', defaultMessage: 'Actor type', description: 'user, api_key or anonymous' },
  actorId: { id: 'activity.csv.actorId', defaultMessage: 'Actor id' },
  targetType: { id: 'activity.csv.targetType', defaultMessage: 'Object type' },
  targetId: { id: 'activity.csv.targetId', defaultMessage: 'Object id' },
  clientAddress: { id: 'activity.csv.clientAddress', defaultMessage: 'Client address', description: 'IP address' },
  etag: { id: 'activity.csv.etag', defaultMessage: 'ETag', description: 'HTTP ETag: usually left as it is' },
  eventId: { id: 'activity.csv.eventId', defaultMessage: 'Event id' },
});

/** The CSV's header row, in the reader's language. */
export function csvHeader(t: Words): string[] {
  return Object.values(header).map((column) => t(column));
}

function actorId(event: AuditEvent): string {
  if (event.actor.type === 'user') return event.actor.userId;
  if (event.actor.type === 'api_key') return event.actor.apiKeyId;
  return '';
}

/** One CSV line for an event, names resolved where known. */
export function eventCsvRow(event: AuditEvent, names: ReadonlyMap<string, string>, t: Words): string {
  return csvRow([
    event.at,
    actionLabel(event.action, t),
    event.action,
    actorText(event.actor, names, t),
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
export function csvStart(t: Words): string {
  return CSV_START + csvRow(csvHeader(t));
}

/** `activity-2026-11-27.csv`, or with the filters' days when they bound it. */
export function csvFileName(now: Date): string {
  return `activity-${now.toISOString().slice(0, 10)}.csv`;
}
