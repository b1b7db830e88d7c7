import { defineMessages, useT } from '../../../lib/i18n';
import { lazy, type ReactNode } from 'react';
import { OnDemand } from '../../../components/OnDemand';
import styles from './HeadlineFigures.module.css';

export const figureHelpMessages = defineMessages({
  how: {
    id: 'licenses.figureHelp.how',
    defaultMessage: 'How {figure} is worked out',
    description: 'The help button beside a figure; figure is its name (Annual cost, Unassigned…)',
  },
});

// The popover library loads when someone first asks how a figure is worked out, not with the page.
const loadPopover = () => import('./FigureHelpPopover');
const FigureHelpPopover = lazy(loadPopover);

/** A "how is this worked out?" button beside a figure, opening the exact rule behind it. */
export function FigureHelp({ figure, children }: { figure: string; children: ReactNode }) {
  const t = useT('licenses');
  return (
    <OnDemand
      popup="dialog"
      load={loadPopover}
      standIn={(trigger) => (
        <button
          type="button"
          className={styles.helpButton}
          aria-label={t(figureHelpMessages.how, { figure })}
          {...trigger}
        >
          ?
        </button>
      )}
    >
      <FigureHelpPopover figure={figure}>{children}</FigureHelpPopover>
    </OnDemand>
  );
}
