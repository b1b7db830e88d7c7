import { problemKinds, type DataProblem, type ProblemKind, type ReportingTree } from './build-reporting-tree';
import { describeMissingFields, displayName } from './labels';

export interface ProblemSection {
  kind: ProblemKind;
  problems: DataProblem[];
  /** Workers concerned, each counted once. */
  workerCount: number;
}

/** The data-quality report: one section per kind of problem found, in a fixed order. */
export function groupProblems(tree: ReportingTree): ProblemSection[] {
  const byKind = new Map<ProblemKind, DataProblem[]>();
  for (const problem of tree.problems) {
    const list = byKind.get(problem.kind);
    if (list) list.push(problem);
    else byKind.set(problem.kind, [problem]);
  }
  return problemKinds.flatMap((kind) => {
    const problems = byKind.get(kind);
    if (!problems) return [];
    const workers = new Set(problems.flatMap((problem) => problem.workers));
    return [{ kind, problems, workerCount: workers.size }];
  });
}

/** Workers concerned by at least one problem. */
export function countAffectedWorkers(tree: ReportingTree): number {
  let count = 0;
  for (let index = 0; index < tree.workerCount; index++) if (tree.problemBits[index] !== 0) count++;
  return count;
}

/** The problems that concern one worker. */
export function problemsOf(tree: ReportingTree, index: number): DataProblem[] {
  if (tree.problemBits[index] === 0) return [];
  return tree.problems.filter((problem) => problem.workers.includes(index));
}

/** A problem in one sentence, from the point of view of the worker at `index`. */
export function describeProblemFor(tree: ReportingTree, problem: DataProblem, index: number): string {
  const name = (worker: number) => displayName(tree.node(worker));
  const node = tree.node(index);
  switch (problem.kind) {
    case 'unknown_manager': {
      const named = node.managerName ? ` The record names ${node.managerName} as their manager.` : '';
      return `Their manager id ${problem.subject ?? ''} names nobody in the data.${named}`;
    }
    case 'self_manager':
      return 'Their manager id is their own id.';
    case 'cycle':
      return `Part of a reporting cycle: ${[...problem.workers, problem.workers[0]!].map(name).join(' → ')}.`;
    case 'duplicate_id':
      return problem.workers[0] === index
        ? `${problem.workers.length - 1} other record${problem.workers.length > 2 ? 's use' : ' uses'} the id ${problem.subject ?? ''}; this first one is placed in the chart.`
        : `Repeats the id ${problem.subject ?? ''} of ${name(problem.workers[0]!)}, so it is shown under "Repeated id".`;
    case 'no_manager':
      return problem.workers[0] === index
        ? `One of ${problem.workers.length} people without a manager; shown at the top as the one who heads the most people.`
        : `Has no manager, while ${name(problem.workers[0]!)} heads the organisation; shown under "No manager".`;
    case 'missing_id':
      return 'The record has no id, so nobody can report to it.';
    case 'missing_fields':
      return `${describeMissingFields(problem.fields ?? [])}.`;
  }
}
