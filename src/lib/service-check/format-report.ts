import { statusSymbols, summaryLine, type ServiceCheckReport } from './probe';

/** The report as a plain-text table: one row per check with ✓/✗ and its reason, then the summary line. */
export function formatReport(report: ServiceCheckReport, heading: string): string {
  const width = Math.max(...report.rows.map((row) => row.name.length), 5);
  const lines = [heading, ''];
  let group = '';
  for (const row of report.rows) {
    if (row.group !== group) {
      if (group) lines.push('');
      group = row.group;
      lines.push(group);
    }
    lines.push(`  ${statusSymbols[row.status]} ${row.name.padEnd(width)}  ${row.reason}`);
  }
  if (report.notProbed.length > 0) {
    lines.push('', 'Not probed (writes):');
    for (const line of report.notProbed) lines.push(`  – ${line}`);
  }
  lines.push('', summaryLine(report.summary));
  return lines.join('\n') + '\n';
}
