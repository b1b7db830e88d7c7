import type { ReactNode } from 'react';
import type { Text } from '../lib/i18n';
import styles from './PageHeader.module.css';

/**
 * A page's fixed heading and the line under it. A converted feature writes them as its own messages
 * (`PageHeading<MessageDescriptor>`): the shell loads their namespace before it shows them, in the
 * boot frame or on a refused page.
 */
export interface PageHeading<Words extends Text = string> {
  title: Words;
  description: Words;
}

/**
 * The title row of a page: heading, an optional line under it, another for figures that load (kept
 * apart, so that the line above stays where a page's fixed header showed it), and the page's main actions.
 */
export function PageHeader({
  title,
  subtitle,
  details,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        <h1>{title}</h1>
        {subtitle ? <p className="muted">{subtitle}</p> : null}
        {details ? <p className="muted">{details}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
