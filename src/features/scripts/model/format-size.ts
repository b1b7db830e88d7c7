import { numberFormat } from '../../../lib/format';
import { defineMessages, translate } from '../../../lib/i18n';
import type { Write } from './words';

const messages = defineMessages({
  bytes: { id: 'scripts.size.bytes', defaultMessage: '{count, plural, one {# byte} other {# bytes}}' },
  larger: {
    id: 'scripts.size.larger',
    defaultMessage: '{unit, select, KB {{size} KB} MB {{size} MB} other {{size} GB}}',
    description: 'A size in kilobytes, megabytes or gigabytes; {size} is the number, already written',
  },
});

const units = ['KB', 'MB', 'GB'] as const;
// In the user's language (lib/format): "1,5 KB" in German.
const oneDecimal = { format: (value: number) => numberFormat({ maximumFractionDigits: 1 }).format(value) };
const whole = { format: (value: number) => numberFormat({ maximumFractionDigits: 0 }).format(value) };

/** "512 bytes", "1.5 KB", "12 KB", "2.3 MB" (1 KB = 1,024 bytes). */
export function formatSize(bytes: number, t: Write = translate): string {
  if (bytes < 1024) return formatBytes(bytes, t);
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return t(messages.larger, { unit: units[unit]!, size: value < 10 ? oneDecimal.format(value) : whole.format(value) });
}

/** "1 byte", "1,023 bytes": a size to the byte. */
export function formatBytes(bytes: number, t: Write = translate): string {
  return t(messages.bytes, { count: bytes });
}

/** Lines as an editor numbers them: an empty text has one. */
export function countLines(text: string): number {
  let lines = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lines += 1;
  return lines;
}
