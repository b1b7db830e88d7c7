import { numberFormat } from '../../../lib/format';

const units = ['KB', 'MB', 'GB'] as const;
// In the user's language (lib/format): "1,5 KB" in German.
const oneDecimal = { format: (value: number) => numberFormat({ maximumFractionDigits: 1 }).format(value) };
const whole = { format: (value: number) => numberFormat({ maximumFractionDigits: 0 }).format(value) };

/** "512 bytes", "1.5 KB", "12 KB", "2.3 MB" (1 KB = 1,024 bytes). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${whole.format(bytes)} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? oneDecimal.format(value) : whole.format(value)} ${units[unit]}`;
}

/** Lines as an editor numbers them: an empty text has one. */
export function countLines(text: string): number {
  let lines = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lines += 1;
  return lines;
}
