import {
  EditorSelection, RangeSetBuilder, StateEffect, StateField, type EditorState, type Extension, type Text,
} from '@codemirror/state';
import {
  Decoration, EditorView, ViewPlugin, keymap, showPanel, type Command, type DecorationSet, type Panel,
  type ViewUpdate,
} from '@codemirror/view';

/**
 * Find in the script: Mod-f opens a panel above the code; Enter and F3 go to the next match,
 * Shift-Enter and Shift-F3 to the previous one, Escape closes it and returns to the code.
 */

export interface Match {
  from: number;
  to: number;
}

export interface SearchQuery {
  text: string;
  caseSensitive: boolean;
}

/** Counting stops here, so a one-letter query in a huge script stays fast. */
export const MAX_MATCHES = 10_000;

/** Every occurrence of the query in the text, in order, not overlapping. */
export function findMatches(doc: string, { text, caseSensitive }: SearchQuery, limit = MAX_MATCHES): Match[] {
  if (text === '') return [];
  const haystack = caseSensitive ? doc : doc.toLowerCase();
  const needle = caseSensitive ? text : text.toLowerCase();
  // Lower-casing keeps lengths for the scripts' alphabets; where it does not, offsets would drift.
  if (haystack.length !== doc.length) return findMatches(doc, { text, caseSensitive: true }, limit);
  const matches: Match[] = [];
  for (let at = haystack.indexOf(needle); at !== -1 && matches.length < limit; at = haystack.indexOf(needle, at + needle.length)) {
    matches.push({ from: at, to: at + needle.length });
  }
  return matches;
}

/** The match to go to from `position`: the first starting after it, or before it, wrapping around. */
export function nextMatch(matches: readonly Match[], position: number, direction: 1 | -1): Match | null {
  if (matches.length === 0) return null;
  if (direction === 1) return matches.find((match) => match.from >= position) ?? matches[0]!;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    if (matches[index]!.to <= position) return matches[index]!;
  }
  return matches[matches.length - 1]!;
}

/** "3 of 12", "12 matches", "No matches", "10,000+ matches". */
export function describeMatches(matches: readonly Match[], selected: Match | null): string {
  if (matches.length === 0) return 'No matches';
  const total = matches.length >= MAX_MATCHES ? `${MAX_MATCHES.toLocaleString()}+` : matches.length.toLocaleString();
  const index = selected ? matches.findIndex((match) => match.from === selected.from && match.to === selected.to) : -1;
  if (index === -1) return matches.length === 1 ? '1 match' : `${total} matches`;
  return `${(index + 1).toLocaleString()} of ${total}`;
}

interface SearchState {
  open: boolean;
  query: SearchQuery;
  matches: Match[];
}

const setOpen = StateEffect.define<boolean>();
const setQuery = StateEffect.define<SearchQuery>();

const searchField = StateField.define<SearchState>({
  create: () => ({ open: false, query: { text: '', caseSensitive: false }, matches: [] }),
  update(search, tr) {
    let next = search;
    for (const effect of tr.effects) {
      if (effect.is(setOpen)) next = { ...next, open: effect.value };
      if (effect.is(setQuery)) next = { ...next, query: effect.value, matches: matchesIn(tr.state.doc, effect.value) };
    }
    if (tr.docChanged && next === search && search.query.text !== '') {
      next = { ...next, matches: matchesIn(tr.state.doc, search.query) };
    }
    return next;
  },
  provide: (field) => showPanel.from(field, (search) => (search.open ? createSearchPanel : null)),
});

function matchesIn(doc: Text, query: SearchQuery): Match[] {
  return findMatches(doc.toString(), query);
}

/** The match the selection covers exactly, if any. */
function selectedMatch(state: EditorState): Match | null {
  const { main } = state.selection;
  const { matches } = state.field(searchField);
  return matches.find((match) => match.from === main.from && match.to === main.to) ?? null;
}

function goToMatch(direction: 1 | -1): Command {
  return (view) => {
    const search = view.state.field(searchField, false);
    if (!search || search.query.text === '') return false;
    const { main } = view.state.selection;
    const match = nextMatch(search.matches, direction === 1 ? main.to : main.from, direction);
    if (!match) return true;
    view.dispatch({
      selection: EditorSelection.single(match.from, match.to),
      effects: EditorView.scrollIntoView(match.from, { y: 'center' }),
      userEvent: 'select.search',
    });
    return true;
  };
}

export const findNext = goToMatch(1);
export const findPrevious = goToMatch(-1);

export const openSearch: Command = (view) => {
  const search = view.state.field(searchField, false);
  if (!search) return false;
  // A selection within one line becomes the query, as in most editors.
  const { main } = view.state.selection;
  const selected = view.state.sliceDoc(main.from, main.to);
  const effects: StateEffect<unknown>[] = [];
  if (!search.open) effects.push(setOpen.of(true));
  if (selected !== '' && !selected.includes('\n')) effects.push(setQuery.of({ ...search.query, text: selected }));
  if (effects.length) view.dispatch({ effects });
  focusSearchInput(view);
  return true;
};

export const closeSearch: Command = (view) => {
  const search = view.state.field(searchField, false);
  if (!search?.open) return false;
  view.dispatch({ effects: setOpen.of(false) });
  view.focus();
  return true;
};

function focusSearchInput(view: EditorView) {
  const input = view.dom.querySelector<HTMLInputElement>('.cm-search-input');
  input?.focus();
  input?.select();
}

function createSearchPanel(view: EditorView): Panel {
  const dom = document.createElement('div');
  dom.className = 'cm-search';
  dom.setAttribute('role', 'search');
  dom.setAttribute('aria-label', 'Find in code');

  const input = document.createElement('input');
  input.type = 'search';
  input.className = 'cm-search-input input';
  input.placeholder = 'Find';
  input.setAttribute('aria-label', 'Find in code');
  input.setAttribute('autocomplete', 'off');
  input.spellcheck = false;

  const caseLabel = document.createElement('label');
  caseLabel.className = 'cm-search-case';
  const caseBox = document.createElement('input');
  caseBox.type = 'checkbox';
  caseLabel.append(caseBox, ' Match case');

  const status = document.createElement('span');
  status.className = 'cm-search-status';
  status.setAttribute('role', 'status');

  const button = (label: string, text: string, run: () => void) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = 'btn btn-small';
    element.textContent = text;
    element.setAttribute('aria-label', label);
    element.title = label;
    element.addEventListener('click', run);
    return element;
  };
  const previous = button('Previous match (Shift+Enter)', '↑', () => findPrevious(view));
  const next = button('Next match (Enter)', '↓', () => findNext(view));
  const close = button('Close find (Escape)', 'Close', () => closeSearch(view));

  const updateQuery = () => {
    const query = { text: input.value, caseSensitive: caseBox.checked };
    view.dispatch({ effects: setQuery.of(query) });
    // Typing moves to the first match from where the search started, as a browser's find does.
    const match = nextMatch(view.state.field(searchField).matches, view.state.selection.main.from, 1);
    if (match) {
      view.dispatch({
        selection: EditorSelection.single(match.from, match.to),
        effects: EditorView.scrollIntoView(match.from, { y: 'center' }),
        userEvent: 'select.search',
      });
    }
  };
  input.addEventListener('input', updateQuery);
  caseBox.addEventListener('change', updateQuery);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      (event.shiftKey ? findPrevious : findNext)(view);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeSearch(view);
    } else if (event.key === 'F3' || (event.key === 'g' && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
      (event.shiftKey ? findPrevious : findNext)(view);
    } else if (event.key === 'f' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      input.select();
    }
  });

  const render = (state: EditorState) => {
    const search = state.field(searchField);
    if (input.value !== search.query.text) input.value = search.query.text;
    caseBox.checked = search.query.caseSensitive;
    status.textContent = search.query.text === '' ? '' : describeMatches(search.matches, selectedMatch(state));
    previous.disabled = next.disabled = search.matches.length === 0;
  };

  dom.append(input, caseLabel, previous, next, status, close);
  render(view.state);
  return {
    dom,
    top: true,
    mount: () => focusSearchInput(view),
    update: (update: ViewUpdate) => render(update.state),
  };
}

const matchMark = Decoration.mark({ class: 'cm-searchMatch' });
const selectedMatchMark = Decoration.mark({ class: 'cm-searchMatch cm-searchMatch-selected' });

/** Marks the matches in the visible part of the code. */
const matchHighlighter = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = this.build(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged || update.selectionSet ||
          update.startState.field(searchField) !== update.state.field(searchField)) {
        this.decorations = this.build(update.view);
      }
    }
    build(view: EditorView): DecorationSet {
      const search = view.state.field(searchField);
      const builder = new RangeSetBuilder<Decoration>();
      if (!search.open || search.matches.length === 0) return builder.finish();
      const selected = selectedMatch(view.state);
      let index = 0;
      for (const { from, to } of view.visibleRanges) {
        while (index < search.matches.length && search.matches[index]!.to < from) index += 1;
        for (; index < search.matches.length && search.matches[index]!.from <= to; index += 1) {
          const match = search.matches[index]!;
          builder.add(match.from, match.to, match === selected ? selectedMatchMark : matchMark);
        }
      }
      return builder.finish();
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

export function search(): Extension {
  return [
    searchField,
    matchHighlighter,
    keymap.of([
      { key: 'Mod-f', run: openSearch, preventDefault: true },
      { key: 'F3', run: findNext, shift: findPrevious, preventDefault: true },
      { key: 'Mod-g', run: findNext, shift: findPrevious, preventDefault: true },
      { key: 'Escape', run: closeSearch },
    ]),
  ];
}
