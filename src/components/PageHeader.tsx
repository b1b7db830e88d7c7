import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

/** A page's fixed heading and the line under it. */
export interface PageHeading {
  title: string;
  description: string;
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
