/**
 * Toasts, loaded on first use so the toast library stays out of the first page's JavaScript: the
 * first toast asks the app to mount the toaster (see `toasterRequest`), and is shown once it is.
 * Toasts are for background events only (e.g. a refresh that failed); page errors show in place.
 */
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** For the app shell: whether a toaster is wanted yet, and to say when it is on screen. */
export const toasterRequest = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: (): boolean => requested,
  mounted: (): void => markMounted(),
};

export function notifyError(title: string, description?: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => toast.error(title, { description }));
}
