import { screen, within } from '@testing-library/react';

/** The description (`<dd>`) of a term (`<dt>`) in a description list, found by the term's text. */
export function definitionOf(term: string, inside?: HTMLElement): HTMLElement {
  const terms = inside ? within(inside).getAllByRole('term') : screen.getAllByRole('term');
  const definitions = inside ? within(inside).getAllByRole('definition') : screen.getAllByRole('definition');
  const index = terms.findIndex((element) => element.textContent?.trim() === term);
  if (index < 0) throw new Error(`No term “${term}”`);
  return definitions[index]!;
}
