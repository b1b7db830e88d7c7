import type { RefObject } from 'react';
import { formatQuantity } from '../../../lib/format';
import { parseLineRangeInput, type LineRange } from '../model/line-range';
import styles from './PolicyViewerPage.module.css';
import { ShortcutInputForm } from './ShortcutInputForm';

/** "Highlight lines [10-14]": the keyboard way to highlight a range (the mouse way is clicking line numbers). */
export function LineRangeForm({
  lineCount,
  onHighlight,
  inputRef,
}: {
  lineCount: number;
  onHighlight: (range: LineRange) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const submit = (text: string) => {
    const range = parseLineRangeInput(text);
    if (!range) return 'Enter a line or a range, like 10 or 10-14.';
    if (range.start > lineCount) return `This revision has ${formatQuantity(lineCount, 'line')}.`;
    onHighlight({ start: range.start, end: Math.min(range.end, lineCount) });
    return null;
  };

  return (
    <ShortcutInputForm
      label="Highlight lines"
      shortcut="l"
      buttonLabel="Highlight"
      inputRef={inputRef}
      inputClassName={styles.rangeInput}
      inputProps={{ placeholder: '10-14' }}
      submit={submit}
    />
  );
}
