import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import type { Formatters } from '../model/currency';
import type { Forecast } from '../model/forecast';
import { outlookSentence } from '../model/insight-text';
import { parseThresholdInput, thresholdOutlook } from '../model/threshold';
import { useThreshold } from './use-threshold';
import styles from './ForecastPanel.module.css';

const messages = defineMessages({
  blocked: {
    id: 'licenses.threshold.blocked',
    defaultMessage: 'This browser did not let the page keep it (storage is blocked).',
  },
  heading: { id: 'licenses.threshold.heading', defaultMessage: 'Your threshold' },
  label: { id: 'licenses.threshold.label', defaultMessage: 'Annual cost threshold ({currency})' },
  placeholder: { id: 'licenses.threshold.placeholder', defaultMessage: 'e.g. 1,200,000' },
  set: { id: 'licenses.threshold.set', defaultMessage: 'Set', description: 'Button: set the threshold' },
  update: { id: 'licenses.threshold.update', defaultMessage: 'Update', description: 'Button: change the threshold' },
  remove: { id: 'licenses.threshold.remove', defaultMessage: 'Remove', description: 'Button: remove the threshold' },
  personal: {
    id: 'licenses.threshold.personal',
    defaultMessage:
      'Personal: kept in this browser for you and this workspace only, and never sent anywhere. Colleagues do not see it.',
  },
  value: { id: 'licenses.threshold.value', defaultMessage: 'Threshold: {amount}. ' },
  aboveNoForecast: {
    id: 'licenses.threshold.aboveNoForecast',
    defaultMessage: 'The annual cost is already above it; with no forecast for this range, nothing more can be said.',
  },
  noForecast: {
    id: 'licenses.threshold.noForecast',
    defaultMessage: 'With no forecast for this range, there is no date to give.',
  },
});

/**
 * The user's own annual-cost threshold: set, changed or removed here, kept in this browser for this
 * workspace and user only, drawn on the chart, and compared with the forecast.
 */
export function ThresholdSetting({
  forecast,
  current,
  formatters,
}: {
  forecast: Forecast | null;
  /** The annual cost on the last day of data. */
  current: number;
  formatters: Formatters;
}) {
  const t = useT('licenses');
  const id = useId();
  const [threshold, setThreshold] = useThreshold();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = draft ?? (threshold === null ? '' : formatters.count(threshold));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseThresholdInput(text, t);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(setThreshold(parsed.value) ? null : t(messages.blocked));
    setDraft(null);
  }

  const outlook = threshold === null || !forecast ? null : thresholdOutlook(current, forecast, threshold);
  return (
    <div className={styles.threshold}>
      <h3 className={styles.subheading}>{t(messages.heading)}</h3>
      <form className={styles.thresholdForm} onSubmit={submit} noValidate data-no-print>
        <label htmlFor={`${id}-input`}>{t(messages.label, { currency: formatters.currency })}</label>
        <div className={styles.thresholdRow}>
          <input
            id={`${id}-input`}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            placeholder={t(messages.placeholder)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="btn btn-small">
            {threshold === null ? t(messages.set) : t(messages.update)}
          </button>
          {threshold !== null ? (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => {
                setThreshold(null);
                setDraft(null);
                setError(null);
              }}
            >
              {t(messages.remove)}
            </button>
          ) : null}
        </div>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <p id={`${id}-hint`} className={styles.personal}>
        {t(messages.personal)}
      </p>
      {threshold !== null ? (
        <p className={styles.outlook} data-testid="threshold-outlook" role="status">
          <span className={styles.thresholdValue}>{t(messages.value, { amount: formatters.money(threshold) })}</span>
          {outlook
            ? outlookSentence(outlook, formatters, t)
            : current >= threshold
              ? t(messages.aboveNoForecast)
              : t(messages.noForecast)}
        </p>
      ) : null}
    </div>
  );
}
