import type { RefObject } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import { parseLineRangeInput, type LineRange } from '../model/line-range';
import styles from './PolicyViewerPage.module.css';
import { ShortcutInputForm } from './ShortcutInputForm';

const messages = defineMessages({
  invalid: { id: 'policies.lineRange.invalid', defaultMessage: 'Enter a line or a range, like 10 or 10-14.' },
  beyondEnd: {
    id: 'policies.lineRange.beyondEnd',
    defaultMessage: 'This revision has {count, plural, one {# line} other {# lines}}.',
  },
  label: { id: 'policies.lineRange.label', defaultMessage: 'Highlight lines' },
  highlight: { id: 'policies.lineRange.highlight', defaultMessage: 'Highlight' },
});

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
  const t = useT('policies');
  const submit = (text: string) => {
    const range = parseLineRangeInput(text);
    if (!range) return t(messages.invalid);
    if (range.start > lineCount) return t(messages.beyondEnd, { count: lineCount });
    onHighlight({ start: range.start, end: Math.min(range.end, lineCount) });
    return null;
  };

  return (
    <ShortcutInputForm
      label={t(messages.label)}
      shortcut="l"
      buttonLabel={t(messages.highlight)}
      inputRef={inputRef}
      inputClassName={styles.rangeInput}
      inputProps={{ placeholder: '10-14' }}
      submit={submit}
    />
  );
}
