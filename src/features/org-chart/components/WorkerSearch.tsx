import { useState } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { useT } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useModule } from '../../../lib/use-module';
import type { ReportingTree } from '../model/build-reporting-tree';
import { SearchBox, searchInputClass, searchMessages } from './SearchBox';

const loadCombobox = () => import('./WorkerSearchCombobox');

interface WorkerSearchProps {
  tree: ReportingTree;
  onChoose(index: number): void;
}

/**
 * Finds people by name, job title or department; choosing one focuses them on the chart. The
 * field is a plain one until someone reaches for it (pointer over it, focus, typing): then the
 * combobox's code (Ariakit, about 45 KB compressed) loads, and the real combobox takes the field's
 * place with what was typed meanwhile, the focus and the caret. A chart that is only looked at
 * never fetches, evaluates or keeps that code.
 */
export function WorkerSearch(props: WorkerSearchProps) {
  const t = useT('org-chart');
  const [value, setValue] = useState('');
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const field = (
    <SearchBox>
      <input
        className={searchInputClass}
        placeholder={t(searchMessages.placeholder)}
        aria-label={t(searchMessages.label)}
        // ARIA 1.2 asks for aria-controls only while a combobox's list is shown; this one never shows its own.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setWanted(true);
        }}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => {
          setFocused(true);
          setWanted(true);
        }}
        onBlur={() => setFocused(false)}
      />
    </SearchBox>
  );
  const loaded = useModule(loadCombobox, {
    start: wanted,
    // The field stays as it is, focus and what is being typed included.
    onError: () => notifyError(t(searchMessages.loadFailed), t(searchMessages.loadFailedDetail)),
  });
  if (!loaded) return field;
  return (
    // A fault in the search takes the search alone out of use, not the chart around it.
    <ErrorBoundary
      fallback={<SearchUnavailable />}
      onError={() => notifyError(t(searchMessages.stopped), t(searchMessages.stoppedDetail))}
    >
      <loaded.WorkerSearchCombobox {...props} initialValue={value} takeFocus={focused} />
    </ErrorBoundary>
  );
}

function SearchUnavailable() {
  const t = useT('org-chart');
  return (
    <SearchBox>
      <input
        className={searchInputClass}
        placeholder={t(searchMessages.unavailable)}
        aria-label={t(searchMessages.label)}
        disabled
      />
    </SearchBox>
  );
}
