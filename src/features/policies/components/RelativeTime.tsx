import { Tooltip, TooltipAnchor, TooltipProvider } from '@ariakit/react';
import { formatRelative, formatUtc } from '../../../lib/format';
import styles from './RelativeTime.module.css';

/** Tooltips go inside the page's main landmark (all content belongs to a landmark), or the body when there is none. */
function insidePageContent(element: HTMLElement): HTMLElement {
  return element.ownerDocument.querySelector('main') ?? element.ownerDocument.createElement('div');
}

/** "3 days ago"; the exact UTC time shows on hover (and, with `focusable`, on keyboard focus too). */
export function RelativeTime({ iso, focusable = false }: { iso: string; focusable?: boolean }) {
  const relative = formatRelative(iso);
  const exact = formatUtc(iso);
  if (!focusable) {
    return (
      <time dateTime={iso} title={exact}>
        {relative}
      </time>
    );
  }
  return (
    <TooltipProvider>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus shows the exact time's tooltip to keyboard users */}
      <TooltipAnchor render={<time dateTime={iso} tabIndex={0} className={styles.anchor} />}>{relative}</TooltipAnchor>
      <Tooltip className={styles.tooltip} portalElement={insidePageContent}>
        {exact}
      </Tooltip>
    </TooltipProvider>
  );
}
