import { useCallback, useEffect, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies a text to the clipboard and tells how it went, for a polite status beside the button.
 * With `resetAfterMs`, "copied" returns to "idle" after that long.
 */
export function useCopyToClipboard(resetAfterMs?: number): {
  status: CopyStatus;
  copy: (text: string) => Promise<void>;
  reset: () => void;
} {
  const [status, setStatus] = useState<CopyStatus>('idle');

  useEffect(() => {
    if (status !== 'copied' || resetAfterMs === undefined) return;
    const timer = setTimeout(() => setStatus('idle'), resetAfterMs);
    return () => clearTimeout(timer);
  }, [status, resetAfterMs]);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }, []);

  const reset = useCallback(() => setStatus('idle'), []);
  return { status, copy, reset };
}
