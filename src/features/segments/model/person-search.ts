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

/** The workers' ids, names and job titles folded, once per list of workers (see `foldPeople`). */
interface FoldedPeople {
  ids: string[];
  names: string[];
  titles: string[];
}

const foldedPeople = new WeakMap<readonly OrgChartWorker[], FoldedPeople>();

/** Workers folded per task: a task of them stays short on a slow phone. */
const PEOPLE_PER_TASK = 5_000;

/**
 * Folds every worker's id, name and job title once, a few thousand per task, so that later searches
 * only compare (folding them on each keystroke was most of a search: on a phone at 250,000 workers,
 * keys typed in "Check a person" waited 200 ms and more). Stops when `signal` aborts.
 */
export async function foldPeople(workers: readonly OrgChartWorker[], signal: AbortSignal): Promise<void> {
  if (foldedPeople.has(workers)) return;
  const folded: FoldedPeople = { ids: [], names: [], titles: [] };
  for (let from = 0; from < workers.length; from += PEOPLE_PER_TASK) {
    if (from > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal.aborted) return;
    for (let index = from; index < Math.min(workers.length, from + PEOPLE_PER_TASK); index += 1) {
      const worker = workers[index]!;
      folded.ids.push(foldText(worker.id ?? ''));
      folded.names.push(foldText(worker.name ?? ''));
      folded.titles.push(foldText(worker.jobTitle ?? ''));
    }
  }
  foldedPeople.set(workers, folded);
}

/**
 * Workers whose name, id or job title contains the typed text (accents and case ignored): an
 * exact id first, then names that start with it, then the rest, each in dataset order. Reads what
 * `foldPeople` folded once it has, the same answers sooner.
 */
export function findPeople(workers: readonly OrgChartWorker[], typed: string, limit = PERSON_RESULTS): number[] {
  const query = foldText(typed.trim());
  if (query === '') return [];
  const folded = foldedPeople.get(workers);
  const exact: number[] = [];
  const starts: number[] = [];
  const contains: number[] = [];
  for (let index = 0; index < workers.length; index += 1) {
    const worker = workers[index]!;
    const id = folded ? folded.ids[index]! : foldText(worker.id ?? '');
    const name = folded ? folded.names[index]! : foldText(worker.name ?? '');
    if (id === query) exact.push(index);
    else if (name.startsWith(query)) starts.push(index);
    else if (
      name.includes(query) ||
      id.includes(query) ||
      (folded ? folded.titles[index]! : foldText(worker.jobTitle ?? '')).includes(query)
    )
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
