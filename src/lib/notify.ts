/**
 * Toasts, loaded on first use so the toast library stays out of the first page's JavaScript.
 * Toasts are for background events only (e.g. a refresh that failed); page errors show in place.
 */
export function notifyError(title: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast.error(title, { description }));
}
