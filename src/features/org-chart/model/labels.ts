import type { OrgNode, PlacementProblem, ProblemKind, WorkerField } from './build-reporting-tree';

/** The name to show: a worker without one is shown by id. */
export function displayName(node: OrgNode): string {
  if (node.group !== null) return groupTitles[node.group];
  return node.name ?? (node.id ? `Unnamed (${node.id})` : 'Unnamed, no id');
}

export type BadgeTone = 'accent' | 'success' | 'warning' | 'danger' | 'neutral';

/** Lifecycle stage as a badge: `pre_start` reads "Starting soon". */
export function lifecycleBadge(stage: string | null): { label: string; tone: BadgeTone } | null {
  switch (stage) {
    case null:
      return null;
    case 'pre_start':
      return { label: 'Starting soon', tone: 'accent' };
    case 'active':
      return { label: 'Active', tone: 'success' };
    case 'leaver':
      return { label: 'Leaver', tone: 'warning' };
    default: {
      const words = stage.replace(/[_-]+/g, ' ').trim();
      return { label: words.charAt(0).toUpperCase() + words.slice(1), tone: 'neutral' };
    }
  }
}

export const groupTitles: Record<PlacementProblem, string> = {
  no_manager: 'No manager',
  unknown_manager: 'Manager not found',
  self_manager: 'Manages themself',
  cycle: 'Reporting cycle',
  duplicate_id: 'Repeated id',
  missing_id: 'Missing id',
};

export const problemTitles: Record<ProblemKind, string> = {
  ...groupTitles,
  no_manager: 'Several people without a manager',
  missing_fields: 'Missing details',
};

/** What each kind of problem means and what the chart did about it. */
export const problemExplanations: Record<ProblemKind, string> = {
  no_manager:
    'More than one person has no manager. The one who heads the most people is shown at the top; the others are under "No manager".',
  unknown_manager:
    'Their manager id names nobody in the data. They are shown under "Manager not found", with their reports.',
  self_manager: 'Their manager id is their own id. They are shown under "Manages themself", with their reports.',
  cycle:
    'Managers that report to each other in a loop. The loop is broken and its members are shown under "Reporting cycle".',
  duplicate_id:
    'Several records share one id. The first is placed in the tree; the others are shown under "Repeated id".',
  missing_id: 'Records without an id cannot be placed. They are shown under "Missing id".',
  missing_fields: 'These people stay in their place in the chart, with the missing details marked.',
};

const fieldLabels: Record<WorkerField, string> = {
  name: 'name',
  jobTitle: 'job title',
  department: 'department',
  lifecycleStage: 'lifecycle stage',
};

export function describeMissingFields(fields: readonly WorkerField[]): string {
  const labels = fields.map((field) => fieldLabels[field]);
  if (labels.length <= 1) return `No ${labels[0] ?? 'details'}`;
  return `No ${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}
