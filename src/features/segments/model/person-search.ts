import type { OrgChartWorker } from '../../../../contract';
import { foldText } from '../../../lib/fold-text';
import { defineMessages, translate } from '../../../lib/i18n';
import type { Words } from './words';

const messages = defineMessages({
  thisWorker: {
    id: 'segments.person.thisWorker',
    defaultMessage: 'This worker',
    description: 'Stands for a worker with neither a name nor an id',
  },
});

/** At most this many people are offered for one search. */
export const PERSON_RESULTS = 8;

/**
 * Workers whose name, id or job title contains the typed text (accents and case ignored): an
 * exact id first, then names that start with it, then the rest, each in dataset order.
 */
export function findPeople(workers: readonly OrgChartWorker[], typed: string, limit = PERSON_RESULTS): number[] {
  const query = foldText(typed.trim());
  if (query === '') return [];
  const exact: number[] = [];
  const starts: number[] = [];
  const contains: number[] = [];
  for (let index = 0; index < workers.length; index += 1) {
    const worker = workers[index]!;
    const id = foldText(worker.id ?? '');
    const name = foldText(worker.name ?? '');
    if (id === query) exact.push(index);
    else if (name.startsWith(query)) starts.push(index);
    else if (name.includes(query) || id.includes(query) || foldText(worker.jobTitle ?? '').includes(query))
      contains.push(index);
    if (exact.length + starts.length >= limit) break;
  }
  return [...exact, ...starts, ...contains].slice(0, limit);
}

/** How the explanation names a worker: their name, or their id without one. */
export const personName = (worker: OrgChartWorker | undefined, say: Words = translate) =>
  worker?.name?.trim() || worker?.id || say(messages.thisWorker);

/** Pinned people, most recent first, at most `max`; pinning again moves one to the front. */
export function pinPerson(pinned: readonly number[], index: number, max = 10): number[] {
  return [index, ...pinned.filter((other) => other !== index)].slice(0, max);
}
