import { useEffect, useState } from 'react';
import type { UseFormGetValues, UseFormSubscribe } from 'react-hook-form';
import { defineMessages, useT } from '../../../lib/i18n';
import type { SegmentFormValues } from '../model/form-values';
import { describeSegment } from '../model/sentence';
import styles from './SegmentEditor.module.css';

/** Longer sentences are cut to a few lines until the user asks for the whole. */
const LONG_SENTENCE = 360;
/** The sentence follows typing after a short pause, not on every keystroke. */
const FOLLOW_DELAY_MS = 150;

const messages = defineMessages({
  label: { id: 'segments.sentence.label', defaultMessage: 'In words' },
  less: { id: 'segments.sentence.less', defaultMessage: 'Show less' },
  whole: { id: 'segments.sentence.whole', defaultMessage: 'Show the whole rule' },
});

/** The rule as one readable sentence, following the form as the user edits it. */
export function RuleSentence({
  subscribe,
  getValues,
}: {
  subscribe: UseFormSubscribe<SegmentFormValues>;
  getValues: UseFormGetValues<SegmentFormValues>;
}) {
  const t = useT('segments');
  const sentence = describeSegment(useFollowingValues(subscribe, getValues), t);
  const [expanded, setExpanded] = useState(false);
  const long = sentence.length > LONG_SENTENCE;
  return (
    <div className={styles.sentence}>
      <p className={styles.sentenceLabel} id="rule-sentence-label">
        {t(messages.label)}
      </p>
      <p
        id="rule-sentence"
        className={long && !expanded ? `${styles.sentenceText} ${styles.sentenceClamped}` : styles.sentenceText}
        aria-labelledby="rule-sentence-label rule-sentence"
      >
        {sentence}
      </p>
      {long ? (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-expanded={expanded}
          aria-controls="rule-sentence"
          onClick={() => setExpanded(!expanded)}
        >
          {t(expanded ? messages.less : messages.whole)}
        </button>
      ) : null}
    </div>
  );
}

function useFollowingValues(
  subscribe: UseFormSubscribe<SegmentFormValues>,
  getValues: UseFormGetValues<SegmentFormValues>,
): SegmentFormValues {
  const [values, setValues] = useState(() => getValues());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(timer);
        timer = setTimeout(() => setValues(values as SegmentFormValues), FOLLOW_DELAY_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [subscribe]);
  return values;
}
