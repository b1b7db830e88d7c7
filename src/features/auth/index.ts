export { sessionQuery } from './api/get-session';
export { useSignOut } from './api/sign-out';
export { SignInPage } from './components/SignInPage';
export { rememberWorkspaceName } from './model/workspace-name';
