/**
 * The Activity page's filters, kept in the URL (`?actor=…&action=…`) so that a filtered view can be
 * shared, bookmarked and gone back to. Each is one query parameter of `GET /audit-events`, with the
 * same name; dates are days in the URL (`from=2026-11-01`) and instants at the API.
 */
import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';

export const FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ActivityFilters = Partial<Record<FilterKey, string>>;

/** A filter's name as the page says it. */
export const FILTER_LABELS: Record<FilterKey, MessageDescriptor> = defineMessages({
  actor: { id: 'activity.filter.actor', defaultMessage: 'Person', description: 'Who did it' },
  action: { id: 'activity.filter.action', defaultMessage: 'Action', description: 'What was done' },
  targetType: {
    id: 'activity.filter.targetType',
    defaultMessage: 'Object type',
    description: 'Segment, script, secret…',
  },
  targetId: { id: 'activity.filter.targetId', defaultMessage: 'Object', description: 'The thing acted on, by its id' },
  from: { id: 'activity.filter.from', defaultMessage: 'From', description: 'The first day of the period' },
  to: { id: 'activity.filter.to', defaultMessage: 'To', description: 'The last day of the period' },
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a calendar day `YYYY-MM-DD` that exists. */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The filters a URL's query names; empty ones are no filter. */
export function readFilters(search: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** `?actor=…&action=…`, in one order whatever order they were set in; the empty string for none. */
export function filtersSearch(filters: ActivityFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The filters with one set (or, with null, taken off). An object's id means nothing without its type. */
export function withFilter(filters: ActivityFilters, key: FilterKey, value: string | null): ActivityFilters {
  const next: ActivityFilters = { ...filters };
  if (value === null || value.trim() === '') delete next[key];
  else next[key] = value.trim();
  if (key === 'targetType' && value === null) delete next.targetId;
  return next;
}

/** Every filter set, in order, for the chips. */
export function activeFilters(filters: ActivityFilters): { key: FilterKey; value: string }[] {
  return FILTER_KEYS.flatMap((key) => (filters[key] ? [{ key, value: filters[key] }] : []));
}

/** Local midnight starting a day, as an instant. */
function startOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString();
}

/** Local midnight ending a day (the next one's start): `to` takes in the whole day named. */
function endOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + 1).toISOString();
}

/**
 * The query of `GET /audit-events` for these filters. Days become the instants that bound them in
 * the reader's time zone; anything else is sent as written, for the service to accept or refuse.
 */
export function eventsQuery(filters: ActivityFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (!value) continue;
    if (key === 'from' && isDay(value)) query.from = startOfDay(value);
    else if (key === 'to' && isDay(value)) query.to = endOfDay(value);
    else query[key] = value;
  }
  return query;
}
