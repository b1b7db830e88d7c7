import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

/** A page's fixed heading and the line under it. */
export interface PageHeading {
  title: string;
  description: string;
}

/** The title row of a page: heading, an optional line under it, and the page's main actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        <h1>{title}</h1>
        {subtitle ? <p className="muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
