import { useDeferredValue, useId, useMemo } from 'react';
import { EmptyState } from '../../../components/states';
import { defineMessages, useT } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { licenseCostsHeading } from './headings';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useModule } from '../../../lib/use-module';
import { useLicenseCostHistory } from '../api/list-license-costs';
import { commonCurrencies, createFormatters } from '../model/currency';
import { buildCostHistory } from '../model/history';
import { useCurrency } from './use-currency';
import { HistoryLoading } from './HistoryLoading';
import styles from './LicenseCostsPage.module.css';

/**
 * The trend's code (range, figures, table) comes beside the history while the page's header is
 * already on screen; the chart's own code is loaded by the chart, once it is near the screen.
 */
const loadCostTrend = () => import('./CostTrend');

const messages = defineMessages({
  currency: { id: 'licenses.page.currency', defaultMessage: 'Currency shown' },
  currencyHint: {
    id: 'licenses.page.currencyHint',
    defaultMessage:
      'Amounts are shown as the service reports them; choose the currency your contract is billed in. Nothing is converted.',
  },
  emptyTitle: { id: 'licenses.page.emptyTitle', defaultMessage: 'No license costs yet' },
  emptyBody: {
    id: 'licenses.page.emptyBody',
    defaultMessage: 'Daily license costs appear here once the service has recorded its first day of license data.',
  },
});

function CurrencySetting({ currency, onChange }: { currency: string; onChange: (code: string) => void }) {
  const id = useId();
  const t = useT('licenses');
  const options = (commonCurrencies as readonly string[]).includes(currency)
    ? commonCurrencies
    : [currency, ...commonCurrencies];
  return (
    <div className={styles.currency}>
      <div className={styles.currencyRow}>
        <label htmlFor={id}>{t(messages.currency)}</label>
        <select
          id={id}
          className="select"
          value={currency}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-hint`}
        >
          {options.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className={styles.currencyHint}>
        {t(messages.currencyHint)}
      </p>
    </div>
  );
}

function LicenseCosts() {
  // The history and the trend's code are asked for once the header is on screen: a phone paints the
  // page's largest text (the currency hint) without waiting behind them.
  const painted = useAfterPaint(true);
  const loading = useLicenseCostHistory({ enabled: painted });
  const t = useT('licenses');
  const [currency, setCurrency] = useCurrency();
  // The formatters read the language when they write; made again when it changes, so the memoized
  // parts of the page (the chart) draw again in it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- t.locale: see above
  const formatters = useMemo(() => createFormatters(currency), [currency, t.locale]);
  const history = useMemo(
    () => (loading.complete ? buildCostHistory(loading.items) : null),
    [loading.complete, loading.items],
  );
  // The trend is drawn in a render of its own that yields to the browser, not in the one that
  // takes the last page in: no long task on a slow phone.
  const shown = useDeferredValue(history);
  const trend = useModule(loadCostTrend, { start: painted });

  return (
    <div className={styles.page}>
      <PageHeader
        title={t(licenseCostsHeading.title)}
        subtitle={t(licenseCostsHeading.description)}
        actions={<CurrencySetting currency={currency} onChange={setCurrency} />}
      />
      {!loading.complete || (history !== null && (shown === null || trend === null)) ? (
        <HistoryLoading history={loading} formatters={formatters} />
      ) : shown && trend ? (
        <trend.CostTrend history={shown} formatters={formatters} currency={currency} />
      ) : (
        <EmptyState title={t(messages.emptyTitle)}>{t(messages.emptyBody)}</EmptyState>
      )}
    </div>
  );
}

/** The license cost trend: what licenses cost, how much is wasted on unassigned ones, and how it moves. */
export function LicenseCostsPage() {
  const t = useT('licenses');
  useDocumentTitle(t(licenseCostsHeading.title));
  return <LicenseCosts />;
}
