export { ApiError, isApiError, isTransientError, belongsToErrorBoundary, type ClientErrorCode } from './api-error';
export {
  http,
  API_BASE,
  type Page,
  type PageOptions,
  type RequestOptions,
  type Resource,
  type WriteOptions,
  type WriteRequest,
} from './client';
export { setUnauthorizedHandler, isReauthenticating, resetReauthentication } from './unauthorized';
