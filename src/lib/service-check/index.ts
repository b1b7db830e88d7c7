export { runServiceCheck } from './run-checks';
export { statusSymbols, type CheckRow, type ProbeRequest, type ProbeResponse, type Transport } from './probe';
export { formatReport } from './format-report';
