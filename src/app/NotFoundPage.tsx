import { Link } from 'react-router';
import { EmptyState } from '../components/states';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <EmptyState
      title="Page not found"
      headingLevel={1}
      action={
        <Link className="btn" to="/">
          Go to the console home
        </Link>
      }
    >
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
    </EmptyState>
  );
}
