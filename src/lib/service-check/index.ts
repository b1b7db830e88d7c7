export { runServiceCheck, type ServiceCheckOptions } from './run-checks';
export {
  statusLabels,
  statusSymbols,
  summaryLine,
  type CheckRow,
  type CheckStatus,
  type ProbeRequest,
  type ProbeResponse,
  type ServiceCheckReport,
  type Transport,
} from './probe';
export { formatReport } from './format-report';
