import type { WorkerSummary } from '../../../../contract';
import { on, page, type Handler } from '../../../test/fake-api';

/** The workers the fake API knows: Morgan Reyes (Executive), Avery Chen (Sales, Head of Sales). */
const knownWorkers: WorkerSummary[] = [
  {
    id: 'wrk_0001',
    name: 'Morgan Reyes',
    jobTitle: 'Chief Executive Officer',
    department: 'Executive',
    lifecycleStage: 'active',
  },
  { id: 'wrk_0002', name: 'Avery Chen', jobTitle: 'Head of Sales', department: 'Sales', lifecycleStage: 'active' },
];

/**
 * Handlers for `fakeApi`: worker look-ups (`GET /api/workers?ids=`) and searches (`?q=`), and the
 * org chart's fields (`GET /api/workers/org-chart`), all from the known workers.
 */
export const workerHandlers: Handler[] = [
  on('GET', '/api/workers', ({ url }) => {
    const ids = url.searchParams.get('ids');
    if (ids !== null) return page(knownWorkers.filter((worker) => ids.split(',').includes(worker.id)));
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return page(knownWorkers.filter((worker) => worker.name.toLowerCase().includes(q)));
  }),
  on('GET', '/api/workers/org-chart', () => page(knownWorkers)),
];
