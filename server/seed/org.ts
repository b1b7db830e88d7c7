import type { WorkerRecord } from '../store/workers';
import { firstNames, lastNames } from './names';
import type { Random } from './random';

interface Department {
  name: string;
  size: number;
  head: string;
  director: string;
  manager: string;
  individualContributors: readonly string[];
}

export const acmeDepartments: readonly Department[] = [
  {
    name: 'Engineering',
    size: 145,
    head: 'VP of Engineering',
    director: 'Director of Engineering',
    manager: 'Engineering Manager',
    individualContributors: [
      'Software Engineer',
      'Senior Software Engineer',
      'Staff Software Engineer',
      'Site Reliability Engineer',
      'Frontend Engineer',
      'Backend Engineer',
      'Data Engineer',
      'QA Engineer',
      'Security Engineer',
    ],
  },
  {
    name: 'Sales',
    size: 72,
    head: 'Head of Sales',
    director: 'Regional Sales Director',
    manager: 'Sales Manager',
    individualContributors: [
      'Account Executive',
      'Senior Account Executive',
      'Sales Development Representative',
      'Solutions Consultant',
    ],
  },
  {
    name: 'Marketing',
    size: 35,
    head: 'Head of Marketing',
    director: 'Marketing Director',
    manager: 'Marketing Manager',
    individualContributors: [
      'Content Strategist',
      'Product Marketing Manager',
      'Growth Marketer',
      'Brand Designer',
      'Events Coordinator',
    ],
  },
  {
    name: 'Finance',
    size: 24,
    head: 'Head of Finance',
    director: 'Finance Director',
    manager: 'Controller',
    individualContributors: ['Financial Analyst', 'Accountant', 'Payroll Specialist', 'Procurement Specialist'],
  },
  {
    name: 'People',
    size: 22,
    head: 'Head of People',
    director: 'People Director',
    manager: 'People Partner Lead',
    individualContributors: ['People Partner', 'Recruiter', 'Talent Sourcer', 'People Operations Specialist'],
  },
  {
    name: 'Operations',
    size: 36,
    head: 'Head of Operations',
    director: 'Operations Director',
    manager: 'Operations Manager',
    individualContributors: [
      'Operations Analyst',
      'IT Support Engineer',
      'Workplace Coordinator',
      'Systems Administrator',
    ],
  },
  {
    name: 'Support',
    size: 52,
    head: 'Head of Support',
    director: 'Support Director',
    manager: 'Support Team Lead',
    individualContributors: [
      'Support Specialist',
      'Senior Support Specialist',
      'Technical Support Engineer',
      'Onboarding Specialist',
    ],
  },
  {
    name: 'Legal',
    size: 12,
    head: 'General Counsel',
    director: 'Legal Director',
    manager: 'Senior Counsel',
    individualContributors: ['Corporate Counsel', 'Paralegal', 'Privacy Counsel', 'Contracts Manager'],
  },
];

interface Node {
  level: number;
  name: string;
  jobTitle: string;
  department: string;
  parent: Node | null;
  lifecycleStage: string;
  id?: string;
}

/** Unique "First Last" names in a deterministic order. */
export function uniqueNames(random: Random, taken: Iterable<string> = []) {
  const used = new Set(taken);
  return () => {
    for (;;) {
      const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
}

function lifecycleFor(random: Random): string {
  const roll = random.next();
  if (roll < 0.05) return 'pre_start';
  if (roll < 0.06) return 'leaver';
  return 'active';
}

/**
 * A company tree: a CEO, department heads, directors over large departments, team managers and
 * individual contributors. Ids are numbered breadth-first, so managers come before their reports.
 */
export function buildCompany(
  random: Random,
  ceo: { name: string },
  departments: readonly Department[],
  idWidth: number,
) {
  const nextName = uniqueNames(random, [ceo.name]);
  const root: Node = {
    level: 0,
    name: ceo.name,
    jobTitle: 'Chief Executive Officer',
    department: 'Executive',
    parent: null,
    lifecycleStage: 'active',
  };
  const nodes: Node[] = [root];
  const add = (node: Node) => {
    nodes.push(node);
    return node;
  };

  for (const department of departments) {
    const head = add({
      level: 1,
      name: nextName(),
      jobTitle: department.head,
      department: department.name,
      parent: root,
      lifecycleStage: 'active',
    });
    let remaining = department.size - 1;
    const teamCount = Math.max(1, Math.round(remaining / 9));
    const directorCount = teamCount > 5 ? Math.ceil(teamCount / 4) : 0;
    const directors = Array.from({ length: directorCount }, () =>
      add({
        level: 2,
        name: nextName(),
        jobTitle: department.director,
        department: department.name,
        parent: head,
        lifecycleStage: 'active',
      }),
    );
    remaining -= directorCount;
    const managers = Array.from({ length: teamCount }, (_, index) =>
      add({
        level: directorCount > 0 ? 3 : 2,
        name: nextName(),
        jobTitle: department.manager,
        department: department.name,
        parent: directors.length > 0 ? (directors[index % directors.length] ?? head) : head,
        lifecycleStage: 'active',
      }),
    );
    remaining -= teamCount;
    for (let index = 0; index < remaining; index += 1) {
      const manager = managers[index % managers.length] ?? head;
      add({
        level: manager.level + 1,
        name: nextName(),
        jobTitle: random.pick(department.individualContributors),
        department: department.name,
        parent: manager,
        lifecycleStage: lifecycleFor(random),
      });
    }
  }

  const ordered = [...nodes].sort((a, b) => a.level - b.level);
  ordered.forEach((node, index) => {
    node.id = `wrk_${String(index + 1).padStart(idWidth, '0')}`;
  });
  return ordered.map((node): WorkerRecord => ({
    id: node.id as string,
    name: node.name,
    jobTitle: node.jobTitle,
    department: node.department,
    managerId: node.parent?.id ?? null,
    lifecycleStage: node.lifecycleStage,
  }));
}

/**
 * A large, deep tree for benchmarks: the CEO, one head per department, then breadth-first
 * managers with 3 to 12 reports each. Names repeat (there are only so many combinations); ids do not.
 */
export function* buildLargeTree(random: Random, count: number, idWidth: number): Generator<WorkerRecord> {
  const departments = acmeDepartments;
  const parent = new Int32Array(count).fill(-1);
  const depth = new Uint8Array(count);
  const department = new Uint8Array(count);
  const hasReports = new Uint8Array(count);
  let created = 1;
  for (let manager = 0; created < count; manager += 1) {
    const span = manager === 0 ? departments.length : random.int(3, 12);
    for (let child = 0; child < span && created < count; child += 1) {
      parent[created] = manager;
      depth[created] = (depth[manager] ?? 0) + 1;
      department[created] = manager === 0 ? child : (department[manager] ?? 0);
      hasReports[manager] = 1;
      created += 1;
    }
  }
  const managerTitles = [
    'Chief Executive Officer',
    '',
    'Vice President',
    'Senior Director',
    'Director',
    'Senior Manager',
    'Manager',
  ];
  const idOf = (index: number) => `wrk_${String(index + 1).padStart(idWidth, '0')}`;
  for (let index = 0; index < count; index += 1) {
    const home = departments[department[index] ?? 0] ?? departments[0]!;
    const level = depth[index] ?? 0;
    const jobTitle =
      index === 0
        ? 'Chief Executive Officer'
        : level === 1
          ? home.head
          : hasReports[index]
            ? (managerTitles[level] ?? home.manager)
            : random.pick(home.individualContributors);
    yield {
      id: idOf(index),
      name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
      jobTitle,
      department: index === 0 ? 'Executive' : home.name,
      managerId: index === 0 ? null : idOf(parent[index] ?? 0),
      lifecycleStage: index === 0 ? 'active' : lifecycleFor(random),
    };
  }
}
