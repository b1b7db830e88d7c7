import { useT } from '../../../lib/i18n';
import { figureHelpMessages as messages } from './FigureHelp';
import { Popover, PopoverDescription, PopoverDisclosure, PopoverHeading, PopoverProvider } from '@ariakit/react';
import type { ReactNode } from 'react';
import styles from './HeadlineFigures.module.css';

/** The explanation of a figure, rendered open: it loads when first asked for (see FigureHelp). */
export default function FigureHelpPopover({ figure, children }: { figure: string; children: ReactNode }) {
  const t = useT('licenses');
  return (
    <PopoverProvider defaultOpen>
      <PopoverDisclosure className={styles.helpButton} aria-label={t(messages.how, { figure })}>
        ?
      </PopoverDisclosure>
      <Popover className={styles.popover} gutter={6} portal unmountOnHide>
        {/* eslint-disable-next-line jsx-a11y/heading-has-content -- Ariakit renders the figure's name into it */}
        <PopoverHeading render={<h3 />}>{figure}</PopoverHeading>
        <PopoverDescription render={<div />}>{children}</PopoverDescription>
      </Popover>
    </PopoverProvider>
  );
}
