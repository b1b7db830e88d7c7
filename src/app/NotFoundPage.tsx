import { Link } from 'react-router';
import { EmptyState } from '../components/states';
import { defineMessages, useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

const messages = defineMessages({
  title: { id: 'shell.notFound.title', defaultMessage: 'Page not found' },
  home: { id: 'shell.notFound.home', defaultMessage: 'Go to the console home' },
  detail: {
    id: 'shell.notFound.detail',
    defaultMessage: 'There is no page at this address. It may have moved, or the link may be mistyped.',
  },
});

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t(messages.title));
  return (
    <EmptyState
      title={t(messages.title)}
      headingLevel={1}
      action={
        <Link className="btn" to="/">
          {t(messages.home)}
        </Link>
      }
    >
      <p>{t(messages.detail)}</p>
    </EmptyState>
  );
}
