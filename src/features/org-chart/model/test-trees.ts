import type { OrgChartWorker } from '../../../../contract';
import type { OrgNode, ReportingTree } from './build-reporting-tree';

/** A worker record for tests; fields not given are filled with plausible values. */
export function testWorker(id: string, managerId: string | null, extra: Partial<OrgChartWorker> = {}): OrgChartWorker {
  return {
    id,
    name: `Name ${id}`,
    jobTitle: 'Engineer',
    department: 'Engineering',
    managerId,
    manager: null,
    lifecycleStage: 'active',
    ...extra,
  };
}

/** A balanced organisation: one root, `fanOut` reports per manager, `levels` levels below the root. */
export function balancedOrg(fanOut: number, levels: number): OrgChartWorker[] {
  const workers: OrgChartWorker[] = [testWorker('w0', null)];
  let level = ['w0'];
  for (let depth = 1; depth <= levels; depth++) {
    const next: string[] = [];
    for (const manager of level) {
      for (let k = 0; k < fanOut; k++) {
        const id = `w${workers.length}`;
        workers.push(testWorker(id, manager));
        next.push(id);
      }
    }
    level = next;
  }
  return workers;
}

/** Every node of a tree, with its details. */
export function allNodes(tree: ReportingTree): OrgNode[] {
  return Array.from({ length: tree.size }, (_, index) => tree.node(index));
}
