import { startTransition, useEffect, useEffectEvent, useState } from 'react';

type Load<Module> = () => Promise<Module>;

/** Modules already loaded, by their loader, so that a later use renders them at once. */
const loaded = new WeakMap<Load<unknown>, unknown>();

function loadAndKeep<Module>(load: Load<Module>): Promise<Module> {
  return load().then((module) => {
    loaded.set(load, module);
    return module;
  });
}

/**
 * A module loaded on demand (`load` is a stable function calling `import()`), or null until it has
 * arrived. Unlike `lazy` with Suspense, nothing is held back once it is there: a module already
 * loaded renders in the first pass, and one that arrives renders in the next, without Suspense's
 * reveal delay. With `start: false` a module not loaded yet is asked for only once `start` turns
 * true. A failed load is thrown to the nearest error boundary; given `onError`, it is told there
 * instead and the hook stays null, so that a stand-in in use (a field being typed in) stays as it is.
 */
export function useModule<Module>(
  load: Load<Module>,
  { start = true, onError }: { start?: boolean; onError?: (error: unknown) => void } = {},
): Module | null {
  const [state, setState] = useState<{ module: Module } | { error: unknown } | null>(() =>
    loaded.has(load) ? { module: loaded.get(load) as Module } : null,
  );
  const failed = useEffectEvent((error: unknown) => {
    setState({ error });
    onError?.(error);
  });
  useEffect(() => {
    if (state !== null || !start) return;
    let current = true;
    loadAndKeep(load).then(
      // Drawn as a transition: what the module brings is rendered in slices, between which the page
      // stays responsive, rather than in one long task.
      (module) => current && startTransition(() => setState({ module })),
      (error: unknown) => current && failed(error),
    );
    return () => {
      current = false;
    };
  }, [load, state, start]);
  if (state !== null && 'error' in state) {
    if (onError) return null;
    throw state.error;
  }
  return state?.module ?? null;
}
