import type { ReportingTree } from './build-reporting-tree';
import { foldText } from './fold-text';

export interface SearchResults {
  /** Node indices, best first. */
  hits: number[];
  /** How many workers match in all (more than `hits` when the list was cut). */
  total: number;
}

export interface SearchIndex {
  search(query: string, limit?: number): SearchResults;
}

/** How well a worker matches, best first: the bucket it goes in. */
const Rank = { id: 0, nameStart: 1, nameWordStart: 2, nameContains: 3, elsewhere: 4 } as const;

/**
 * Search by name, job title or department (and exact id). Each word of the query must appear in
 * one of them; workers whose name starts with the query come first, then those with a word of the
 * name starting with it, then other name matches, then title or department matches. One pass over
 * the names folded while the pages arrived; titles and departments are matched once per distinct
 * value, then looked up by each worker's code.
 */
export function createSearchIndex(tree: ReportingTree): SearchIndex {
  const names = tree.foldedNames;
  const titles = tree.jobTitles.map(foldText);
  const departments = tree.departments.map(foldText);
  const containing = (list: readonly string[], term: string) => {
    const flags = new Uint8Array(list.length + 1);
    for (let k = 0; k < list.length; k++) if (list[k]!.includes(term)) flags[k + 1] = 1;
    return flags;
  };

  return {
    search(query, limit = 20) {
      const folded = foldText(query.trim());
      const terms = folded.split(/\s+/).filter(Boolean);
      if (terms.length === 0) return { hits: [], total: 0 };
      // Per term, which titles and departments contain it (position 0 stands for "none").
      const titleHas = terms.map((term) => containing(titles, term));
      const departmentHas = terms.map((term) => containing(departments, term));
      const buckets: number[][] = [[], [], [], [], []];
      let total = 0;
      for (let w = 0; w < tree.workerCount; w++) {
        let rank: number;
        const id = tree.idOf(w);
        if (id !== null && id.length === folded.length && id.toLowerCase() === folded) {
          rank = Rank.id;
        } else {
          const name = names[w]!;
          const title = tree.jobTitleCode[w]! + 1;
          const department = tree.departmentCode[w]! + 1;
          let all = true;
          for (let t = 0; t < terms.length; t++) {
            if (name.includes(terms[t]!) || titleHas[t]![title] === 1 || departmentHas[t]![department] === 1) continue;
            all = false;
            break;
          }
          if (!all) continue;
          if (name.startsWith(folded)) rank = Rank.nameStart;
          else if (name.includes(` ${terms[0]}`) || name.startsWith(terms[0]!)) rank = Rank.nameWordStart;
          else if (name.includes(terms[0]!)) rank = Rank.nameContains;
          else rank = Rank.elsewhere;
        }
        total++;
        const bucket = buckets[rank]!;
        if (bucket.length < limit) bucket.push(w);
      }
      return { hits: buckets.flat().slice(0, limit), total };
    },
  };
}
