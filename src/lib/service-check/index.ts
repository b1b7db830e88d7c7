export { runServiceCheck } from './run-checks';
export {
  statusLabels,
  statusSymbols,
  summaryLine,
  type CheckRow,
  type ProbeRequest,
  type ProbeResponse,
  type Transport,
} from './probe';
export { formatReport } from './format-report';
