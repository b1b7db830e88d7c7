import type { ReportingTree } from './build-reporting-tree';
import { foldText } from '../../../lib/fold-text';

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
const NOT_IN_NAME = -1;

/**
 * Search by name, job title or department (and exact id). Each word of the query must appear in
 * one of them; workers whose name starts with the query come first, then those with a word of the
 * name starting with it, then other name matches, then title or department matches. The names are
 * folded for each search, page by page (see `ReportingTree.foldedNames`): each word is found in a
 * page's names at once, and each place it is found is a worker's. Titles and departments are
 * matched once per distinct value, then looked up by each worker's code. On a tree of what has
 * arrived so far (`arriving`), only the workers drawn on it are found.
 */
export function createSearchIndex(tree: ReportingTree): SearchIndex {
  const { workerCount, arriving } = tree;
  const titles = tree.jobTitles.map(foldText);
  const departments = tree.departments.map(foldText);
  const containing = (list: readonly string[], term: string) => {
    const flags = new Uint8Array(list.length + 1);
    for (let k = 0; k < list.length; k++) if (list[k]!.includes(term)) flags[k + 1] = 1;
    return flags;
  };
  return {
    search(query, limit = 20) {
      // A line break would let a match run from one name into the next.
      const folded = foldText(query.trim()).replaceAll('\n', ' ');
      const terms = folded.split(/\s+/).filter(Boolean);
      if (terms.length === 0) return { hits: [], total: 0 };
      // Per term, which titles and departments contain it (position 0 stands for "none").
      const titleHas = terms.map((term) => containing(titles, term));
      const departmentHas = terms.map((term) => containing(departments, term));
      // How well each name matches the first word (its best place), and which names hold the others.
      const names = tree.foldedNames();
      const nameRank = new Int8Array(workerCount).fill(NOT_IN_NAME);
      names.eachPlace(terms[0]!, (worker, text, start, end, at) => {
        const rank =
          at !== start
            ? text.charCodeAt(at - 1) === 32
              ? Rank.nameWordStart
              : Rank.nameContains
            : start + folded.length <= end && text.startsWith(folded, start)
              ? Rank.nameStart
              : Rank.nameWordStart;
        const held = nameRank[worker]!;
        if (held === NOT_IN_NAME || rank < held) nameRank[worker] = rank;
      });
      const nameHas = terms.slice(1).map((term) => {
        const flags = new Uint8Array(workerCount);
        names.eachPlace(term, (worker) => (flags[worker] = 1));
        return flags;
      });
      const buckets: number[][] = [[], [], [], [], []];
      let total = 0;
      for (let w = 0; w < workerCount; w++) {
        // While more are arriving, only those on the tree drawn so far can be found (and focused).
        if (arriving && !tree.isPlaced(w)) continue;
        let rank: number;
        const id = tree.idOf(w);
        if (id !== null && id.length === folded.length && id.toLowerCase() === folded) {
          rank = Rank.id;
        } else {
          const title = tree.jobTitleCode(w) + 1;
          const department = tree.departmentCode(w) + 1;
          let all = true;
          for (let t = 0; t < terms.length; t++) {
            const inName = t === 0 ? nameRank[w] !== NOT_IN_NAME : nameHas[t - 1]![w] === 1;
            if (inName || titleHas[t]![title] === 1 || departmentHas[t]![department] === 1) continue;
            all = false;
            break;
          }
          if (!all) continue;
          rank = nameRank[w] === NOT_IN_NAME ? Rank.elsewhere : nameRank[w]!;
        }
        total++;
        const bucket = buckets[rank]!;
        if (bucket.length < limit) bucket.push(w);
      }
      return { hits: buckets.flat().slice(0, limit), total };
    },
  };
}
