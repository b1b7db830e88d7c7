import { useId, useState } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import { usePrinting } from '../../../lib/use-printing';
import { BREAKDOWN_PARTS, roundBreakdown, type BreakdownPart } from '../model/breakdown';
import { JUMP_SHARE, SHIFT_WINDOW_DAYS, type CostChange } from '../model/changes';
import type { Formatters } from '../model/currency';
import { changeWhen, describeChange, partHelp, partLabels } from '../model/insight-text';
import styles from './WhatChanged.module.css';

const messages = defineMessages({
  heading: { id: 'licenses.changes.heading', defaultMessage: 'What changed' },
  rule: {
    id: 'licenses.changes.rule',
    defaultMessage:
      'Days when the annual cost moved by at least {share} and well beyond its usual day-to-day moves, and slower shifts of as much within {days, plural, one {# day} other {# days}} that lasted; largest first. Each is split into its causes, which add up to it:',
  },
  finding: { id: 'licenses.changes.finding', defaultMessage: 'Finding the changes…' },
  none: { id: 'licenses.changes.none', defaultMessage: 'No significant change in this range.' },
  caption: {
    id: 'licenses.changes.caption',
    defaultMessage:
      'Significant changes in the annual cost, largest first, in {currency}; each row’s parts and rounding add up to its change.',
  },
  day: { id: 'licenses.changes.day', defaultMessage: 'Day' },
  change: { id: 'licenses.changes.change', defaultMessage: 'Change' },
  roundingHelp: {
    id: 'licenses.changes.roundingHelp',
    defaultMessage: 'What rounding each part leaves, so the row adds up as shown',
  },
  rounding: { id: 'licenses.changes.rounding', defaultMessage: 'Rounding' },
  showOnChart: { id: 'licenses.changes.showOnChart', defaultMessage: 'Show on the chart. {change}' },
  footer: {
    id: 'licenses.changes.footer',
    defaultMessage:
      'Each part is rounded to the currency’s smallest unit; Rounding is what that leaves, so every row adds up to its change as shown. Choose a day to see it on the chart.',
  },
  showLargest: { id: 'licenses.changes.showLargest', defaultMessage: 'Show the {count} largest' },
  showAll: { id: 'licenses.changes.showAll', defaultMessage: 'Show all {count} changes' },
});

/** Rows shown before "Show all". */
const FIRST_ROWS = 10;

/**
 * The range's significant changes, largest first: each with its day, its amount and the parts it
 * splits into (rounded to the currency's unit, with the rounding that leaves shown so the row adds
 * up). A row's day is a button that shows the change on the chart.
 */
export function WhatChanged({
  changes,
  formatters,
  onShow,
  pending,
}: {
  /** Largest first. */
  changes: readonly CostChange[];
  formatters: Formatters;
  onShow: (change: CostChange) => void;
  /** The changes are still being found. */
  pending: boolean;
}) {
  const t = useT('licenses');
  const headingId = useId();
  const captionId = useId();
  const printing = usePrinting();
  const [all, setAll] = useState(false);
  const digits = formatters.fractionDigits();
  const shown = all || printing ? changes : changes.slice(0, FIRST_ROWS);
  const rows = shown.map((change) => ({ change, rounded: roundBreakdown(change.breakdown, digits) }));
  const withUnexplained = rows.some((row) => row.rounded.parts.unexplained !== 0);
  const parts: BreakdownPart[] = BREAKDOWN_PARTS.filter((part) => part !== 'unexplained' || withUnexplained);
  const money = (value: number) => (value === 0 ? '—' : formatters.moneyChange(value));

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="what-changed">
      <h2 id={headingId} className={styles.heading}>
        {t(messages.heading)}
      </h2>
      <p className={styles.rule}>
        {t(messages.rule, { share: formatters.percent(JUMP_SHARE), days: SHIFT_WINDOW_DAYS })}
      </p>
      <dl className={styles.parts}>
        {parts.map((part) => (
          <div key={part}>
            <dt>{t(partLabels[part])}</dt>
            <dd>{t(partHelp[part])}</dd>
          </div>
        ))}
      </dl>
      {pending ? (
        <p className="muted">{t(messages.finding)}</p>
      ) : changes.length === 0 ? (
        <p className="muted" data-testid="no-changes">
          {t(messages.none)}
        </p>
      ) : (
        <>
          <div className={`table-wrap ${styles.scroll}`} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={`table ${styles.table}`}>
              <caption id={captionId} className="visually-hidden">
                {t(messages.caption, { currency: formatters.currency })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t(messages.day)}</th>
                  <th scope="col" className="num">
                    {t(messages.change)}
                  </th>
                  {parts.map((part) => (
                    <th key={part} scope="col" className="num" title={t(partHelp[part])}>
                      {t(partLabels[part])}
                    </th>
                  ))}
                  <th scope="col" className="num" title={t(messages.roundingHelp)}>
                    {t(messages.rounding)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ change, rounded }) => (
                  <tr key={change.after.day} data-testid="change-row">
                    <th scope="row">
                      <button
                        type="button"
                        className={styles.show}
                        onClick={() => onShow(change)}
                        aria-describedby={`${headingId}-${change.after.day}`}
                      >
                        {changeWhen(change, formatters, t)}
                      </button>
                      <span id={`${headingId}-${change.after.day}`} hidden>
                        {t(messages.showOnChart, { change: describeChange(change, formatters, t) })}
                      </span>
                    </th>
                    <td className={`num ${styles.total}`}>
                      {formatters.moneyChange(rounded.total)}
                      {change.share === null ? null : (
                        <span className={styles.share}>{formatters.percentChange(change.share)}</span>
                      )}
                    </td>
                    {parts.map((part) => (
                      <td key={part} className="num" data-part={part}>
                        {money(rounded.parts[part])}
                      </td>
                    ))}
                    <td className="num" data-part="rounding">
                      {money(rounded.rounding)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.footer}>
            <p className="muted">{t(messages.footer)}</p>
            {changes.length > FIRST_ROWS ? (
              <button type="button" className="btn btn-small" onClick={() => setAll((value) => !value)}>
                {all
                  ? t(messages.showLargest, { count: FIRST_ROWS })
                  : t(messages.showAll, { count: formatters.count(changes.length) })}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
