import type { ReactNode } from 'react';
import { defineMessages, useT } from '../../../lib/i18n';
import type { Formatters } from '../model/currency';
import { dayToUtcDate } from '../model/days';
import type { HeadlineFigures as Figures } from '../model/headline';
import { FigureHelp } from './FigureHelp';
import styles from './HeadlineFigures.module.css';

const messages = defineMessages({
  atLeast: { id: 'licenses.figures.atLeast', defaultMessage: 'at least ', description: 'Read before a lower bound' },
  lowerBoundNote: {
    id: 'licenses.figures.lowerBoundNote',
    defaultMessage:
      ' On that day {unpriced, plural, one {# license had no price and is} other {# licenses had no price and are}} not counted, so this is a lower bound: the real figure is higher.',
  },
  skipped: {
    id: 'licenses.figures.skipped',
    defaultMessage:
      ' The {days, plural, one {# day of the range without data is} other {# days of the range without data are}} skipped.',
  },
  figures: { id: 'licenses.figures.figures', defaultMessage: 'Figures for the range' },
  annualCost: { id: 'licenses.figures.annualCost', defaultMessage: 'Annual cost' },
  onDay: { id: 'licenses.figures.onDay', defaultMessage: 'on {day}' },
  lowerBound: { id: 'licenses.figures.lowerBound', defaultMessage: ' · lower bound' },
  annualCostHelp: {
    id: 'licenses.figures.annualCostHelp',
    defaultMessage:
      'What all priced licenses cost per year, at their prices on {day}, the last day of the range with data. It is a yearly rate, not money spent during the range.{lowerBoundNote}',
  },
  change: { id: 'licenses.figures.change', defaultMessage: 'Change over the range' },
  noChangeSince: { id: 'licenses.figures.noChangeSince', defaultMessage: 'no change since {day}' },
  changeSince: { id: 'licenses.figures.changeSince', defaultMessage: '{percent} since {day}' },
  noPercentSince: {
    id: 'licenses.figures.noPercentSince',
    defaultMessage: 'no percentage (it started at 0) since {day}',
  },
  needsTwoDays: { id: 'licenses.figures.needsTwoDays', defaultMessage: 'needs two days with data' },
  changeHelp: {
    id: 'licenses.figures.changeHelp',
    defaultMessage:
      'Annual cost on {endDay} ({endCost}) minus annual cost on {startDay} ({startCost}), the last and first days of the range with data.{skipped}',
  },
  changeNoPercent: {
    id: 'licenses.figures.changeNoPercent',
    defaultMessage: 'There is no percentage: the annual cost on {day} was 0.',
  },
  changePercent: {
    id: 'licenses.figures.changePercent',
    defaultMessage: 'The percentage is that difference divided by the annual cost on {day}.',
  },
  changeUncertain: {
    id: 'licenses.figures.changeUncertain',
    defaultMessage: ' Unpriced licenses on either day leave their price out, so the change may be off by it.',
  },
  changeSingleDay: {
    id: 'licenses.figures.changeSingleDay',
    defaultMessage:
      'The change compares the first and last days of the range with data; this range has a single day with data, so there is nothing to compare.',
  },
  unassigned: { id: 'licenses.figures.unassigned', defaultMessage: 'Unassigned' },
  noShare: { id: 'licenses.figures.noShare', defaultMessage: 'no share (the annual cost is 0)' },
  share: { id: 'licenses.figures.share', defaultMessage: '{share} of the annual cost' },
  unassignedHelp: {
    id: 'licenses.figures.unassignedHelp',
    defaultMessage:
      'What licenses assigned to nobody cost per year on {day}: the saving on the table if they are removed or reassigned.',
  },
  unassignedNoShare: {
    id: 'licenses.figures.unassignedNoShare',
    defaultMessage: ' There is no share: the annual cost that day is 0.',
  },
  unassignedShare: {
    id: 'licenses.figures.unassignedShare',
    defaultMessage: ' Its share is {amount} divided by the annual cost that day, {cost}.',
  },
  licenses: { id: 'licenses.figures.licenses', defaultMessage: 'Licenses' },
  countSince: { id: 'licenses.figures.countSince', defaultMessage: '{change} since {day}' },
  licensesHelp: {
    id: 'licenses.figures.licensesHelp',
    defaultMessage: 'Licenses held on {day}, priced or not, assigned or not.',
  },
  licensesCompare: {
    id: 'licenses.figures.licensesCompare',
    defaultMessage: ' The change compares them with the {count} held on {day}.',
  },
  unpriced: { id: 'licenses.figures.unpriced', defaultMessage: 'Unpriced' },
  allPriced: { id: 'licenses.figures.allPriced', defaultMessage: 'All licenses priced' },
  unpricedDetail: {
    id: 'licenses.figures.unpricedDetail',
    defaultMessage: 'on {day}; {withUnpriced} of {days, plural, one {# day} other {# days}} had some',
  },
  unpricedHelp: {
    id: 'licenses.figures.unpricedHelp',
    defaultMessage:
      'Licenses without a known price on {day}. Costs leave them out, so on any day with unpriced licenses the costs are lower bounds; those days are shaded on the chart. In this range, {withUnpriced} of {days, plural, one {# day} other {# days}} had at least one.',
  },
});

function Figure({
  label,
  value,
  detail,
  help,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  help: ReactNode;
  testId: string;
}) {
  return (
    <div className={styles.figure} data-testid={testId}>
      <dt className={styles.label}>
        <span>{label}</span>
        <FigureHelp figure={label}>{help}</FigureHelp>
      </dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={styles.detail}>{detail}</dd>
    </div>
  );
}

function AtLeast({ when }: { when: boolean }) {
  const t = useT('licenses');
  if (!when) return null;
  return (
    <>
      <span aria-hidden="true">≥ </span>
      <span className="visually-hidden">{t(messages.atLeast)}</span>
    </>
  );
}

/**
 * The range's figures, each read from named days and each with the exact rule behind it, so no
 * number on the page goes unexplained.
 */
export function HeadlineFigures({ figures, formatters }: { figures: Figures; formatters: Formatters }) {
  const t = useT('licenses');
  const { start, end, annualCost, change, unassigned, licenses, unpriced } = figures;
  const endDay = formatters.dayMedium(dayToUtcDate(end.day));
  const startDay = formatters.dayMedium(dayToUtcDate(start.day));
  const lowerBoundNote = end.unpriced > 0 ? t(messages.lowerBoundNote, { unpriced: end.unpriced }) : '';
  const skipped = figures.missingDays > 0 ? t(messages.skipped, { days: figures.missingDays }) : '';

  return (
    <dl className={styles.figures} aria-label={t(messages.figures)}>
      <Figure
        testId="figure-annual-cost"
        label={t(messages.annualCost)}
        value={
          <>
            <AtLeast when={annualCost.lowerBound} />
            {formatters.money(annualCost.amount)}
          </>
        }
        detail={
          <>
            {t(messages.onDay, { day: endDay })}
            {annualCost.lowerBound ? <span className={styles.warning}>{t(messages.lowerBound)}</span> : null}
          </>
        }
        help={<p>{t(messages.annualCostHelp, { day: endDay, lowerBoundNote })}</p>}
      />
      <Figure
        testId="figure-change"
        label={t(messages.change)}
        value={change ? formatters.moneyChange(change.amount) : '—'}
        detail={
          change
            ? change.amount === 0
              ? t(messages.noChangeSince, { day: startDay })
              : change.percent === null
                ? t(messages.noPercentSince, { day: startDay })
                : t(messages.changeSince, { percent: formatters.percentChange(change.percent), day: startDay })
            : t(messages.needsTwoDays)
        }
        help={
          change ? (
            <>
              <p>
                {t(messages.changeHelp, {
                  endDay,
                  endCost: formatters.money(end.annualCost),
                  startDay,
                  startCost: formatters.money(start.annualCost),
                  skipped,
                })}
              </p>
              <p>
                {change.percent === null
                  ? t(messages.changeNoPercent, { day: startDay })
                  : t(messages.changePercent, { day: startDay })}
                {change.uncertain ? t(messages.changeUncertain) : ''}
              </p>
            </>
          ) : (
            <p>{t(messages.changeSingleDay)}</p>
          )
        }
      />
      <Figure
        testId="figure-unassigned"
        label={t(messages.unassigned)}
        value={
          <>
            <AtLeast when={unassigned.lowerBound} />
            {formatters.money(unassigned.amount)}
          </>
        }
        detail={
          unassigned.share === null
            ? t(messages.noShare)
            : t(messages.share, { share: formatters.percent(unassigned.share) })
        }
        help={
          <p>
            {t(messages.unassignedHelp, { day: endDay })}
            {unassigned.share === null
              ? t(messages.unassignedNoShare)
              : t(messages.unassignedShare, {
                  amount: formatters.money(unassigned.amount),
                  cost: formatters.money(end.annualCost),
                })}
            {lowerBoundNote}
          </p>
        }
      />
      <Figure
        testId="figure-licenses"
        label={t(messages.licenses)}
        value={formatters.count(licenses.count)}
        detail={
          licenses.change === null
            ? t(messages.onDay, { day: endDay })
            : licenses.change === 0
              ? t(messages.noChangeSince, { day: startDay })
              : t(messages.countSince, { change: formatters.countChange(licenses.change), day: startDay })
        }
        help={
          <p>
            {t(messages.licensesHelp, { day: endDay })}
            {licenses.change === null
              ? ''
              : t(messages.licensesCompare, { count: formatters.count(start.licenses), day: startDay })}
          </p>
        }
      />
      <Figure
        testId="figure-unpriced"
        label={t(messages.unpriced)}
        value={
          unpriced.count > 0 ? (
            <span className={styles.warning}>{formatters.count(unpriced.count)}</span>
          ) : (
            <span className={styles.allPriced}>{t(messages.allPriced)}</span>
          )
        }
        detail={t(messages.unpricedDetail, {
          day: endDay,
          withUnpriced: formatters.count(unpriced.daysWithUnpriced),
          days: figures.days,
        })}
        help={
          <p>
            {t(messages.unpricedHelp, {
              day: endDay,
              withUnpriced: formatters.count(unpriced.daysWithUnpriced),
              days: figures.days,
            })}
          </p>
        }
      />
    </dl>
  );
}
