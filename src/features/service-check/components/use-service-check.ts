import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { http, API_BASE } from '../../../lib/http';
import type { Translate } from '../../../lib/i18n';
import { runServiceCheck, type CheckRow } from '../../../lib/service-check';
import { rewordable } from '../model/rewordable';

/** The console's origin when the API is elsewhere (VITE_API_BASE), else null. */
function crossOrigin() {
  const apiOrigin = new URL(API_BASE, window.location.href).origin;
  return apiOrigin === window.location.origin ? null : { consoleOrigin: window.location.origin };
}

/**
 * Runs the service check from the browser, with the signed-in session; rows arrive as they are known.
 * Their texts hold the messages they are made of: `words(text)` writes one in the language of the
 * moment, so a language switch rewords the rows on screen.
 */
export function useServiceCheck(t: Translate) {
  const [progress, setProgress] = useState<CheckRow[]>([]);
  const said = useRef(rewordable());
  const run = useMutation({
    mutationFn: () => {
      setProgress([]);
      said.current = rewordable();
      return runServiceCheck({
        transport: http.raw,
        authMethod: 'session',
        crossOrigin: crossOrigin(),
        say: said.current.say,
        onRow: (row) => setProgress((rows) => [...rows, row]),
      });
    },
  });
  const words = (text: string) => said.current.write(text, t);
  return { run, progress, words, apiBase: new URL(API_BASE, window.location.href).href };
}
