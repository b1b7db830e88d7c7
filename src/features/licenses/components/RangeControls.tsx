import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import { isIsoDay } from '../model/days';
import { presetLabels, rangePresets, type DayRange, type RangeChoice, type RangePreset } from '../model/range';
import styles from './RangeControls.module.css';

export interface RangeControlsProps {
  choice: RangeChoice;
  /** The days shown now, to start the custom fields from. */
  shown: DayRange | null;
  history: DayRange;
  onChoose: (choice: RangeChoice) => void;
}

/** Preset ranges and a custom one; choosing updates the address, so a range can be shared. */
/** Where the browser has no date picker, the field is plain text: the expected format is said. */
const dateInputSupported = (() => {
  const input = document.createElement('input');
  input.setAttribute('type', 'date');
  input.value = 'x';
  return input.type === 'date' && input.value === '';
})();

const messages = defineMessages({
  range: { id: 'licenses.rangeControls.range', defaultMessage: 'Range' },
  custom: { id: 'licenses.rangeControls.custom', defaultMessage: 'Custom range' },
  formatHint: { id: 'licenses.rangeControls.formatHint', defaultMessage: 'Dates as YYYY-MM-DD, e.g. {example}' },
  from: { id: 'licenses.rangeControls.from', defaultMessage: 'From', description: 'The first day of a custom range' },
  to: { id: 'licenses.rangeControls.to', defaultMessage: 'To', description: 'The last day of a custom range' },
  apply: { id: 'licenses.rangeControls.apply', defaultMessage: 'Apply range' },
  bothDays: { id: 'licenses.rangeControls.bothDays', defaultMessage: 'Enter both a start and an end day.' },
  notDates: { id: 'licenses.rangeControls.notDates', defaultMessage: 'Enter the days as dates (YYYY-MM-DD).' },
  backwards: { id: 'licenses.rangeControls.backwards', defaultMessage: 'The start must be on or before the end.' },
});

export function RangeControls({ choice, shown, history, onChoose }: RangeControlsProps) {
  const t = useT('licenses');
  const groupId = useId();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const formatId = useId();
  const initial = shown ?? history;
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [error, setError] = useState<string | null>(null);
  const [synced, setSynced] = useState(initial);
  if (synced.from !== initial.from || synced.to !== initial.to) {
    setSynced(initial);
    setFrom(initial.from);
    setTo(initial.to);
    setError(null);
  }

  function choosePreset(preset: RangePreset) {
    setError(null);
    onChoose({ kind: 'preset', preset });
  }

  function applyCustom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!from || !to) return setError(t(messages.bothDays));
    if (!isIsoDay(from) || !isIsoDay(to)) return setError(t(messages.notDates));
    if (from > to) return setError(t(messages.backwards));
    setError(null);
    onChoose({ kind: 'custom', from, to });
  }

  return (
    <div className={styles.controls}>
      <div className={styles.presetsBox}>
        <div id={groupId} className={styles.groupLabel}>
          {t(messages.range)}
        </div>
        <div className={styles.presets} role="group" aria-labelledby={groupId}>
          {rangePresets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={choice.kind === 'preset' && choice.preset === preset}
              onClick={() => choosePreset(preset)}
            >
              {t(presetLabels[preset])}
            </button>
          ))}
        </div>
      </div>
      <form className={styles.custom} onSubmit={applyCustom} aria-label={t(messages.custom)} noValidate>
        {dateInputSupported ? null : (
          <p id={formatId} className={styles.formatHint}>
            {t(messages.formatHint, { example: history.to })}
          </p>
        )}
        <div className={`field ${styles.field}`}>
          <label className="field-label" htmlFor={fromId}>
            {t(messages.from)}
          </label>
          <input
            id={fromId}
            className={`input ${styles.input}`}
            type="date"
            value={from}
            min={history.from}
            max={history.to}
            placeholder={dateInputSupported ? undefined : 'YYYY-MM-DD'}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={
              [error ? errorId : null, dateInputSupported ? null : formatId].filter(Boolean).join(' ') || undefined
            }
          />
        </div>
        <div className={`field ${styles.field}`}>
          <label className="field-label" htmlFor={toId}>
            {t(messages.to)}
          </label>
          <input
            id={toId}
            className={`input ${styles.input}`}
            type="date"
            value={to}
            min={history.from}
            max={history.to}
            placeholder={dateInputSupported ? undefined : 'YYYY-MM-DD'}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={
              [error ? errorId : null, dateInputSupported ? null : formatId].filter(Boolean).join(' ') || undefined
            }
          />
        </div>
        <button type="submit" className="btn btn-small">
          {t(messages.apply)}
        </button>
        {error ? (
          <p id={errorId} className={`field-error ${styles.error}`} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
