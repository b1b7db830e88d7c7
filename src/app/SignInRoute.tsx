import { useEffect } from 'react';
import { SignInPage } from '../features/auth';
import { resetReauthentication } from '../lib/http';

export function SignInRoute() {
  useEffect(() => {
    resetReauthentication();
    document.title = 'Sign in · Workspace console';
  }, []);
  return <SignInPage />;
}
