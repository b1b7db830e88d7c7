import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';
import type { OrgNode, PlacementProblem, ProblemKind, WorkerField } from './build-reporting-tree';
import type { Words } from './words';

const messages = defineMessages({
  unnamed: {
    id: 'org-chart.person.unnamed',
    defaultMessage: 'Unnamed ({id})',
    description: 'A worker without a name, shown by their id',
  },
  unnamedNoId: { id: 'org-chart.person.unnamedNoId', defaultMessage: 'Unnamed, no id' },
  startingSoon: {
    id: 'org-chart.lifecycle.preStart',
    defaultMessage: 'Starting soon',
    description: 'Lifecycle stage: hired, not started yet',
  },
  active: { id: 'org-chart.lifecycle.active', defaultMessage: 'Active', description: 'Lifecycle stage' },
  leaver: {
    id: 'org-chart.lifecycle.leaver',
    defaultMessage: 'Leaver',
    description: 'Lifecycle stage: leaving or has left the company',
  },
  missingFields: {
    id: 'org-chart.missing.fields',
    defaultMessage: 'No {field}',
    description: 'A record’s missing details, at the start of a sentence: “No job title”',
  },
  missingFieldsMany: {
    id: 'org-chart.missing.fieldsMany',
    defaultMessage: 'No {fields} or {last}',
    description: 'Several missing details: {fields} is a list (“job title, department”), {last} the last one',
  },
  missingFieldsInside: {
    id: 'org-chart.missing.fieldsInside',
    defaultMessage: 'no {field}',
    description: 'As org-chart.missing.fields, inside a sentence (after “Ada Lovelace:”)',
  },
  missingFieldsManyInside: {
    id: 'org-chart.missing.fieldsManyInside',
    defaultMessage: 'no {fields} or {last}',
    description: 'As org-chart.missing.fieldsMany, inside a sentence',
  },
  fieldSeparator: {
    id: 'org-chart.missing.separator',
    defaultMessage: '{before}, {next}',
    description: 'Joins the missing details but the last: “job title, department”',
  },
  details: {
    id: 'org-chart.missing.details',
    defaultMessage: 'details',
    description: 'Stands for {field}: “No details”',
  },
});

/** Words about a person the chart's views share. */
export const personMessages = defineMessages({
  noJobTitle: { id: 'org-chart.person.noJobTitle', defaultMessage: 'No job title' },
  noDepartment: { id: 'org-chart.person.noDepartment', defaultMessage: 'No department' },
  noReports: { id: 'org-chart.person.noReports', defaultMessage: 'No reports', description: 'Nobody reports to them' },
  noReportsSoFar: {
    id: 'org-chart.person.noReportsSoFar',
    defaultMessage: 'No reports so far',
    description: 'Nobody reporting to them has loaded yet; more people are still loading',
  },
  inSegment: {
    id: 'org-chart.person.inSegment',
    defaultMessage: '✓ In segment',
    description: 'On a card: this person is in the segment shown',
  },
  segmentShare: {
    id: 'org-chart.person.segmentShare',
    defaultMessage: '{members, number} of {headcount, number} in segment',
    description: 'Members of the segment shown among the people below a manager',
  },
  departmentBelow: {
    id: 'org-chart.person.departmentBelow',
    defaultMessage: '{count, number} below',
    description: 'People of the highlighted department below a closed team',
  },
});

/** The name to show: a worker without one is shown by id. */
export function displayName(node: OrgNode, t: Words): string {
  if (node.group !== null) return t(groupTitles[node.group]);
  return node.name ?? (node.id ? t(messages.unnamed, { id: node.id }) : t(messages.unnamedNoId));
}

export type BadgeTone = 'accent' | 'success' | 'warning' | 'danger' | 'neutral';

/** Lifecycle stage as a badge: `pre_start` reads "Starting soon". */
export function lifecycleBadge(stage: string | null, t: Words): { label: string; tone: BadgeTone } | null {
  switch (stage) {
    case null:
      return null;
    case 'pre_start':
      return { label: t(messages.startingSoon), tone: 'accent' };
    case 'active':
      return { label: t(messages.active), tone: 'success' };
    case 'leaver':
      return { label: t(messages.leaver), tone: 'warning' };
    default: {
      // A stage the console has no words for: its code, made readable.
      const words = stage.replace(/[_-]+/g, ' ').trim();
      return { label: words.charAt(0).toUpperCase() + words.slice(1), tone: 'neutral' };
    }
  }
}

/** The titles of the groups that gather people the chart could not place under a manager. */
export const groupTitles: Record<PlacementProblem, MessageDescriptor> = defineMessages({
  no_manager: { id: 'org-chart.group.noManager', defaultMessage: 'No manager' },
  unknown_manager: { id: 'org-chart.group.unknownManager', defaultMessage: 'Manager not found' },
  self_manager: { id: 'org-chart.group.selfManager', defaultMessage: 'Manages themself' },
  cycle: {
    id: 'org-chart.group.cycle',
    defaultMessage: 'Reporting cycle',
    description: 'Managers who report to each other in a loop',
  },
  duplicate_id: { id: 'org-chart.group.duplicateId', defaultMessage: 'Repeated id' },
  missing_id: { id: 'org-chart.group.missingId', defaultMessage: 'Missing id' },
});

export const problemTitles: Record<ProblemKind, MessageDescriptor> = {
  ...groupTitles,
  ...defineMessages({
    no_manager: { id: 'org-chart.problem.noManager', defaultMessage: 'Several people without a manager' },
    missing_fields: { id: 'org-chart.problem.missingFields', defaultMessage: 'Missing details' },
  }),
};

/** What each kind of problem means and what the chart did about it. */
export const problemExplanations: Record<ProblemKind, MessageDescriptor> = defineMessages({
  no_manager: {
    id: 'org-chart.problem.noManagerExplanation',
    defaultMessage:
      'More than one person has no manager. The one who heads the most people is shown at the top; the others are under "No manager".',
    description: 'Quotes the group’s title, org-chart.group.noManager',
  },
  unknown_manager: {
    id: 'org-chart.problem.unknownManagerExplanation',
    defaultMessage:
      'Their manager id names nobody in the data. They are shown under "Manager not found", with their reports.',
    description: 'Quotes the group’s title, org-chart.group.unknownManager',
  },
  self_manager: {
    id: 'org-chart.problem.selfManagerExplanation',
    defaultMessage: 'Their manager id is their own id. They are shown under "Manages themself", with their reports.',
    description: 'Quotes the group’s title, org-chart.group.selfManager',
  },
  cycle: {
    id: 'org-chart.problem.cycleExplanation',
    defaultMessage:
      'Managers that report to each other in a loop. The loop is broken and its members are shown under "Reporting cycle".',
    description: 'Quotes the group’s title, org-chart.group.cycle',
  },
  duplicate_id: {
    id: 'org-chart.problem.duplicateIdExplanation',
    defaultMessage:
      'Several records share one id. The first is placed in the tree; the others are shown under "Repeated id".',
    description: 'Quotes the group’s title, org-chart.group.duplicateId',
  },
  missing_id: {
    id: 'org-chart.problem.missingIdExplanation',
    defaultMessage: 'Records without an id cannot be placed. They are shown under "Missing id".',
    description: 'Quotes the group’s title, org-chart.group.missingId',
  },
  missing_fields: {
    id: 'org-chart.problem.missingFieldsExplanation',
    defaultMessage: 'These people stay in their place in the chart, with the missing details marked.',
  },
});

const fieldLabels: Record<WorkerField, MessageDescriptor> = defineMessages({
  name: { id: 'org-chart.field.name', defaultMessage: 'name', description: 'In “No name”' },
  jobTitle: { id: 'org-chart.field.jobTitle', defaultMessage: 'job title', description: 'In “No job title”' },
  department: { id: 'org-chart.field.department', defaultMessage: 'department', description: 'In “No department”' },
  lifecycleStage: {
    id: 'org-chart.field.lifecycleStage',
    defaultMessage: 'lifecycle stage',
    description: 'In “No lifecycle stage”: active, starting soon, leaver…',
  },
});

/**
 * "No job title, department or lifecycle stage"; `inside` a sentence, "no …" (after a name and a
 * colon, in the data-quality list).
 */
export function describeMissingFields(fields: readonly WorkerField[], t: Words, inside = false): string {
  const labels = fields.map((field) => t(fieldLabels[field]));
  if (labels.length <= 1) {
    return t(inside ? messages.missingFieldsInside : messages.missingFields, {
      field: labels[0] ?? t(messages.details),
    });
  }
  const fieldList = labels.slice(0, -1).reduce((before, next) => t(messages.fieldSeparator, { before, next }));
  return t(inside ? messages.missingFieldsManyInside : messages.missingFieldsMany, {
    fields: fieldList,
    last: labels[labels.length - 1]!,
  });
}
