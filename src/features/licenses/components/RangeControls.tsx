import { useId, useState, type FormEvent } from 'react';
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

export function RangeControls({ choice, shown, history, onChoose }: RangeControlsProps) {
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
    if (!from || !to) return setError('Enter both a start and an end day.');
    if (!isIsoDay(from) || !isIsoDay(to)) return setError('Enter the days as dates (YYYY-MM-DD).');
    if (from > to) return setError('The start must be on or before the end.');
    setError(null);
    onChoose({ kind: 'custom', from, to });
  }

  return (
    <div className={styles.controls}>
      <div className={styles.presetsBox}>
        <div id={groupId} className={styles.groupLabel}>
          Range
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
              {presetLabels[preset].short}
            </button>
          ))}
        </div>
      </div>
      <form className={styles.custom} onSubmit={applyCustom} aria-label="Custom range" noValidate>
        {dateInputSupported ? null : (
          <p id={formatId} className={styles.formatHint}>
            Dates as YYYY-MM-DD, e.g. {history.to}
          </p>
        )}
        <div className={`field ${styles.field}`}>
          <label className="field-label" htmlFor={fromId}>
            From
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
            To
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
          Apply range
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
