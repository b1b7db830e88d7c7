/** How long a list's search box waits after the last keystroke before the search goes to the URL. */
export const LIST_SEARCH_DELAY_MS = 250;
