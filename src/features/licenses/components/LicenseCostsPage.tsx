import { useDeferredValue, useId, useMemo } from 'react';
import { EmptyState } from '../../../components/states';
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

function CurrencySetting({ currency, onChange }: { currency: string; onChange: (code: string) => void }) {
  const id = useId();
  const options = (commonCurrencies as readonly string[]).includes(currency)
    ? commonCurrencies
    : [currency, ...commonCurrencies];
  return (
    <div className={styles.currency}>
      <div className={styles.currencyRow}>
        <label htmlFor={id}>Currency shown</label>
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
        Amounts are shown as the service reports them; choose the currency your contract is billed in. Nothing is
        converted.
      </p>
    </div>
  );
}

function LicenseCosts() {
  // The history and the trend's code are asked for once the header is on screen: a phone paints the
  // page's largest text (the currency hint) without waiting behind them.
  const painted = useAfterPaint(true);
  const loading = useLicenseCostHistory({ enabled: painted });
  const [currency, setCurrency] = useCurrency();
  const formatters = useMemo(() => createFormatters(currency), [currency]);
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
        title={licenseCostsHeading.title}
        subtitle={licenseCostsHeading.description}
        actions={<CurrencySetting currency={currency} onChange={setCurrency} />}
      />
      {!loading.complete || (history !== null && (shown === null || trend === null)) ? (
        <HistoryLoading history={loading} formatters={formatters} />
      ) : shown && trend ? (
        <trend.CostTrend history={shown} formatters={formatters} currency={currency} />
      ) : (
        <EmptyState title="No license costs yet">
          Daily license costs appear here once the service has recorded its first day of license data.
        </EmptyState>
      )}
    </div>
  );
}

/** The license cost trend: what licenses cost, how much is wasted on unassigned ones, and how it moves. */
export function LicenseCostsPage() {
  useDocumentTitle(licenseCostsHeading.title);
  return <LicenseCosts />;
}
