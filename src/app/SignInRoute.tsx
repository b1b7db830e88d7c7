import { useEffect } from 'react';
import { SignInPage } from '../features/auth';
import { resetReauthentication } from '../lib/http';
import { defineMessages, useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

const messages = defineMessages({
  title: { id: 'shell.signIn.title', defaultMessage: 'Sign in', description: 'Document title of the sign-in page' },
});

export function SignInRoute() {
  const t = useT();
  useEffect(() => {
    resetReauthentication();
  }, []);
  useDocumentTitle(t(messages.title));
  return <SignInPage />;
}
