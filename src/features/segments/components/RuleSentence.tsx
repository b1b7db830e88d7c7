import { useEffect, useState } from 'react';
import type { UseFormGetValues, UseFormSubscribe } from 'react-hook-form';
import type { SegmentFormValues } from '../model/form-values';
import { describeSegment } from '../model/sentence';
import styles from './SegmentEditor.module.css';

/** Longer sentences are cut to a few lines until the user asks for the whole. */
const LONG_SENTENCE = 360;
/** The sentence follows typing after a short pause, not on every keystroke. */
const FOLLOW_DELAY_MS = 150;

/** The rule as one readable sentence, following the form as the user edits it. */
export function RuleSentence({
  subscribe,
  getValues,
}: {
  subscribe: UseFormSubscribe<SegmentFormValues>;
  getValues: UseFormGetValues<SegmentFormValues>;
}) {
  const sentence = useFollowingSentence(subscribe, getValues);
  const [expanded, setExpanded] = useState(false);
  const long = sentence.length > LONG_SENTENCE;
  return (
    <div className={styles.sentence}>
      <p className={styles.sentenceLabel} id="rule-sentence-label">
        In words
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
          {expanded ? 'Show less' : 'Show the whole rule'}
        </button>
      ) : null}
    </div>
  );
}

function useFollowingSentence(
  subscribe: UseFormSubscribe<SegmentFormValues>,
  getValues: UseFormGetValues<SegmentFormValues>,
): string {
  const [sentence, setSentence] = useState(() => describeSegment(getValues()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(timer);
        timer = setTimeout(() => setSentence(describeSegment(values)), FOLLOW_DELAY_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [subscribe]);
  return sentence;
}
