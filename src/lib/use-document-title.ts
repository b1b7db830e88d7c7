import { useEffect } from 'react';
import { defineMessages, useT } from './i18n';

const messages = defineMessages({
  title: {
    id: 'shell.documentTitle',
    defaultMessage: '{page} · Workspace console',
    description: 'The browser tab’s title: the page’s title, then the product',
  },
});

/** The tab's title: the page's (already in the user's language), then the product's name. */
export function useDocumentTitle(title: string): void {
  const t = useT();
  const full = t(messages.title, { page: title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
