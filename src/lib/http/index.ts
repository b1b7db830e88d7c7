export { ApiError, isApiError, isEndpointAbsent, isTransientError, belongsToErrorBoundary } from './api-error';
export { http, getPageOffering, API_BASE, type Page } from './client';
export { setUnauthorizedHandler, isReauthenticating, resetReauthentication } from './unauthorized';
export { getAllPages, AllPagesLoader, type ItemCollection, type PagesProgress } from './read-all-pages';
