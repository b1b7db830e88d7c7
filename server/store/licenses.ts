import type { LicenseCostPoint } from '../../contract';
import type { Db } from '../db/open';
import type { CursorKey, PageRequest } from '../http/pagination';
import { keysetQuery } from './keyset';

export interface DayRange {
  from: string | null;
  to: string | null;
}

export function createLicenseStore(db: Db) {
  const columns = `day, annual_cost AS annualCost, unassigned_annual_cost AS unassignedAnnualCost, licenses, unpriced`;
  const range = `workspace_id = ? AND day >= coalesce(?, '0000-00-00') AND day <= coalesce(?, '9999-99-99')`;
  const pageRows = keysetQuery<LicenseCostPoint>(db, `SELECT ${columns} FROM license_costs WHERE ${range}`, ['day']);
  const count = db.prepare(`SELECT count(*) FROM license_costs WHERE ${range}`).pluck();
  const insert = db.prepare(
    `INSERT INTO license_costs (workspace_id, day, annual_cost, unassigned_annual_cost, licenses, unpriced)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  return {
    page(workspaceId: number, days: DayRange, request: PageRequest) {
      return {
        rows: pageRows([workspaceId, days.from, days.to], request),
        total: count.get(workspaceId, days.from, days.to) as number,
      };
    },
    keyOf: (row: LicenseCostPoint): CursorKey => [row.day],
    insert(workspaceId: number, point: LicenseCostPoint) {
      insert.run(workspaceId, point.day, point.annualCost, point.unassignedAnnualCost, point.licenses, point.unpriced);
    },
  };
}
