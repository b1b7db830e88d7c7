import type { ReportingTree } from './build-reporting-tree';

export interface SearchResults {
  /** Node indices, best first. */
  hits: number[];
  /** How many workers match in all (more than `hits` when the list was cut). */
  total: number;
}

export interface SearchIndex {
  search(query: string, limit?: number): SearchResults;
}

/** Lower case without accents, so that "jose" finds "José". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** How well a worker matches, best first: the bucket it goes in. */
const Rank = { id: 0, nameStart: 1, nameWordStart: 2, nameContains: 3, elsewhere: 4 } as const;

/**
 * Search by name, job title or department (and exact id). Each word of the query must appear in
 * one of them; workers whose name starts with the query come first, then those with a word of the
 * name starting with it, then other name matches, then title or department matches. One pass over
 * prepared lower-case text per query.
 */
export function createSearchIndex(tree: ReportingTree): SearchIndex {
  const workers: number[] = [];
  const names: string[] = [];
  const titles: string[] = [];
  const departments: string[] = [];
  const ids: string[] = [];
  // Job titles and departments repeat: each is folded once and shared by everyone who has it.
  const folded = new Map<string, string>();
  const foldShared = (text: string | null) => {
    if (text === null) return '';
    let result = folded.get(text);
    if (result === undefined) {
      result = foldText(text);
      folded.set(text, result);
    }
    return result;
  };
  for (const node of tree.nodes) {
    if (node.group !== null) continue;
    workers.push(node.index);
    names.push(foldText(node.name ?? ''));
    ids.push((node.id ?? '').toLowerCase());
    titles.push(foldShared(node.jobTitle));
    departments.push(foldShared(node.department));
  }
  const anyFieldHas = (w: number, term: string) =>
    names[w]!.includes(term) || titles[w]!.includes(term) || departments[w]!.includes(term);

  return {
    search(query, limit = 20) {
      const folded = foldText(query.trim());
      const terms = folded.split(/\s+/).filter(Boolean);
      if (terms.length === 0) return { hits: [], total: 0 };
      const buckets: number[][] = [[], [], [], [], []];
      let total = 0;
      for (let w = 0; w < workers.length; w++) {
        let rank: number;
        if (ids[w] === folded) {
          rank = Rank.id;
        } else {
          let all = true;
          for (const term of terms) {
            if (!anyFieldHas(w, term)) {
              all = false;
              break;
            }
          }
          if (!all) continue;
          const name = names[w]!;
          if (name.startsWith(folded)) rank = Rank.nameStart;
          else if (name.includes(` ${terms[0]}`) || name.startsWith(terms[0]!)) rank = Rank.nameWordStart;
          else if (name.includes(terms[0]!)) rank = Rank.nameContains;
          else rank = Rank.elsewhere;
        }
        total++;
        const bucket = buckets[rank]!;
        if (bucket.length < limit) bucket.push(workers[w]!);
      }
      return { hits: buckets.flat().slice(0, limit), total };
    },
  };
}
