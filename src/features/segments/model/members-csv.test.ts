import { describe, expect, it } from 'vitest';
import type { OrgChartWorker } from '../../../../contract';
import { membersCsv, membersFileName } from './members-csv';

const workers = [
  {
    id: 'w1',
    name: 'Dana, “D” Reyes',
    jobTitle: '=1+1',
    department: 'Sales',
    manager: 'Ravi',
    lifecycleStage: 'active',
  },
  { id: 'w2', name: null, jobTitle: undefined, department: 'Ops\nEMEA', manager: null, lifecycleStage: null },
  { id: 'w3', name: 'Zoë "Z"', department: 'Legal' },
] as OrgChartWorker[];

describe('members as CSV', () => {
  it('writes a header, then the listed workers in order, quoting and defusing formulas', () => {
    expect(membersCsv(workers, [2, 0, 1])).toBe(
      '\ufeffid,name,job title,department,manager,lifecycle stage\r\n' +
        'w3,"Zoë ""Z""",,Legal,,\r\n' +
        'w1,"Dana, “D” Reyes",\'=1+1,Sales,Ravi,active\r\n' +
        'w2,,,"Ops\nEMEA",,\r\n',
    );
  });

  it('makes a file name of the segment’s name', () => {
    expect(membersFileName('Sales — EMEA (Zoë’s)')).toBe('sales-emea-zoe-s-members.csv');
    expect(membersFileName('!!!')).toBe('segment-members.csv');
  });
});
