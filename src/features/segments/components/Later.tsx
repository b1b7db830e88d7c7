import { Suspense, type ReactNode } from 'react';
import { useT, type Translate } from '../../../lib/i18n';

function LaterWords({ children }: { children: (later: Translate) => ReactNode }) {
  return children(useT('segments'));
}

/**
 * Words the list shows only now and then (an empty list, a stale link, a sort chosen, a
 * duplicate): in the editor's catalogue, fetched when first shown, so that the first page's
 * stays small. `fallback` stands in meanwhile.
 */
export function Later({
  children,
  fallback = null,
}: {
  children: (later: Translate) => ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <LaterWords>{children}</LaterWords>
    </Suspense>
  );
}
