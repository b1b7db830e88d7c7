export { ApiError, isApiError, isTransientError, belongsToErrorBoundary } from './api-error';
export { http, API_BASE, type Page } from './client';
export { setUnauthorizedHandler, isReauthenticating, resetReauthentication } from './unauthorized';
export { readAllPages, getAllPages, AllPagesLoader, type FetchPage, type PagesProgress } from './read-all-pages';
