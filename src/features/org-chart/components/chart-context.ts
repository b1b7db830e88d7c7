import { createContext, useContext } from 'react';
import { translate } from '../../../lib/i18n';
import type { Words } from '../model/words';

/** What a card on the graph can do; a stable object, so that cards do not re-render for nothing. */
export interface CardActions {
  toggle(index: number): void;
}

export const CardActionsContext = createContext<CardActions | null>(null);

export function useCardActions(): CardActions {
  const actions = useContext(CardActionsContext);
  if (!actions) throw new Error('useCardActions must be used inside the org chart graph');
  return actions;
}

/**
 * Whether the graph is zoomed so far out that a card shows only its name: the rest would be too
 * small to read, and is not drawn at all.
 */
export const NamesOnlyContext = createContext(false);

/**
 * How the cards write their words: the graph's `t`, given once for every card (each card asking
 * for the language itself would subscribe hundreds of cards to it). Alone, a card writes in the
 * current language.
 */
export const CardWordsContext = createContext<Words>(translate);
