import { collection } from '../http/envelope';
import { validationError } from '../http/errors';
import { pageBounds, readPageRequest, toPage } from '../http/pagination';
import { queryText, type AppContext, type Deps } from './deps';

function readDay(c: AppContext, name: 'from' | 'to'): string | null {
  const value = queryText(c, name);
  if (value === undefined) return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw validationError(`${name} must be a date (YYYY-MM-DD).`, name);
  }
  return value;
}

export function licenseHandlers(deps: Deps) {
  const { licenses } = deps.stores;
  return {
    /** Daily cost points, oldest first; optional `from`/`to` (inclusive days) narrow the range. */
    costs(c: AppContext) {
      const days = { from: readDay(c, 'from'), to: readDay(c, 'to') };
      const request = readPageRequest((name) => c.req.query(name), 'license-costs', 1, pageBounds.bulk);
      const { rows, total } = licenses.page(c.get('workspace').id, days, request);
      return collection(
        c,
        toPage(rows, request, total, 'license-costs', licenses.keyOf, (row) => row),
      );
    },
  };
}
