import { problemKinds, type DataProblem, type ProblemKind, type ReportingTree } from './build-reporting-tree';
import { defineMessages } from '../../../lib/i18n';
import { describeMissingFields, displayName } from './labels';
import type { Words } from './words';

const messages = defineMessages({
  unknownManager: {
    id: 'org-chart.problemFor.unknownManager',
    defaultMessage: 'Their manager id {managerId} names nobody in the data.',
  },
  unknownManagerNamed: {
    id: 'org-chart.problemFor.unknownManagerNamed',
    defaultMessage:
      'Their manager id {managerId} names nobody in the data. The record names {managerName} as their manager.',
  },
  selfManager: { id: 'org-chart.problemFor.selfManager', defaultMessage: 'Their manager id is their own id.' },
  cycle: {
    id: 'org-chart.problemFor.cycle',
    defaultMessage: 'Part of a reporting cycle: {chain}.',
    description: '{chain} is the people of the loop, “Ada → Grace → Ada”',
  },
  duplicateFirst: {
    id: 'org-chart.problemFor.duplicateFirst',
    defaultMessage:
      '{others, plural, one {# other record uses the id {id}; this first one is placed in the chart.} other {# other records use the id {id}; this first one is placed in the chart.}}',
  },
  duplicateOther: {
    id: 'org-chart.problemFor.duplicateOther',
    defaultMessage: 'Repeats the id {id} of {name}, so it is shown under "Repeated id".',
    description: 'Quotes the group’s title, org-chart.group.duplicateId',
  },
  noManagerFirst: {
    id: 'org-chart.problemFor.noManagerFirst',
    defaultMessage:
      'One of {count, number} people without a manager; shown at the top as the one who heads the most people.',
  },
  noManagerOther: {
    id: 'org-chart.problemFor.noManagerOther',
    defaultMessage: 'Has no manager, while {name} heads the organisation; shown under "No manager".',
    description: 'Quotes the group’s title, org-chart.group.noManager',
  },
  missingId: {
    id: 'org-chart.problemFor.missingId',
    defaultMessage: 'The record has no id, so nobody can report to it.',
  },
  missingFields: {
    id: 'org-chart.problemFor.missingFields',
    defaultMessage: '{missing}.',
    description: 'The missing details as a sentence: “No job title.”',
  },
});

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
export function describeProblemFor(tree: ReportingTree, problem: DataProblem, index: number, t: Words): string {
  const name = (worker: number) => displayName(tree.node(worker), t);
  const node = tree.node(index);
  switch (problem.kind) {
    case 'unknown_manager': {
      const managerId = problem.subject ?? '';
      return node.managerName
        ? t(messages.unknownManagerNamed, { managerId, managerName: node.managerName })
        : t(messages.unknownManager, { managerId });
    }
    case 'self_manager':
      return t(messages.selfManager);
    case 'cycle':
      return t(messages.cycle, { chain: [...problem.workers, problem.workers[0]!].map(name).join(' → ') });
    case 'duplicate_id':
      return problem.workers[0] === index
        ? t(messages.duplicateFirst, { others: problem.workers.length - 1, id: problem.subject ?? '' })
        : t(messages.duplicateOther, { id: problem.subject ?? '', name: name(problem.workers[0]!) });
    case 'no_manager':
      return problem.workers[0] === index
        ? t(messages.noManagerFirst, { count: problem.workers.length })
        : t(messages.noManagerOther, { name: name(problem.workers[0]!) });
    case 'missing_id':
      return t(messages.missingId);
    case 'missing_fields':
      return t(messages.missingFields, { missing: describeMissingFields(problem.fields ?? [], t) });
  }
}
