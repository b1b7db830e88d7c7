import { useEffect, useRef, type RefObject } from 'react';
import type { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { reconfigure, type EditorSettings } from './extensions';

/**
 * Mounts a CodeMirror view in `host` once, from the state `createState` builds, and keeps it on
 * the given settings. `createState` is read only at mount: later changes go through the view.
 */
export function useEditorView(
  host: RefObject<HTMLDivElement | null>,
  createState: () => EditorState,
  settings: EditorSettings,
): RefObject<EditorView | null> {
  const view = useRef<EditorView | null>(null);
  const create = useRef(createState);

  useEffect(() => {
    const mounted = new EditorView({ state: create.current(), parent: host.current! });
    view.current = mounted;
    return () => {
      mounted.destroy();
      view.current = null;
    };
  }, [host]);

  useEffect(() => {
    view.current?.dispatch({ effects: reconfigure(settings) });
  }, [settings]);

  return view;
}
