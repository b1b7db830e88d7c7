import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { http, API_BASE } from '../../../lib/http';
import type { Translate } from '../../../lib/i18n';
import { runServiceCheck, type CheckRow } from '../../../lib/service-check';

/** The console's origin when the API is elsewhere (VITE_API_BASE), else null. */
function crossOrigin() {
  const apiOrigin = new URL(API_BASE, window.location.href).origin;
  return apiOrigin === window.location.origin ? null : { consoleOrigin: window.location.origin };
}

/**
 * Runs the service check from the browser, with the signed-in session; rows arrive as they are known,
 * worded by `t` (in the language of the moment the check runs).
 */
export function useServiceCheck(t: Translate) {
  const [progress, setProgress] = useState<CheckRow[]>([]);
  const run = useMutation({
    mutationFn: () => {
      setProgress([]);
      return runServiceCheck({
        transport: http.raw,
        authMethod: 'session',
        crossOrigin: crossOrigin(),
        say: t,
        onRow: (row) => setProgress((rows) => [...rows, row]),
      });
    },
  });
  return { run, progress, apiBase: new URL(API_BASE, window.location.href).href };
}
