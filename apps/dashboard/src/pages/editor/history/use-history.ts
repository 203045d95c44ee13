/**
 * The undo stack (history.ts) bound to a React component: the present document as state, `edit`
 * to change it (recorded as a step, or merged into the current typing step of `group`), `undo` and
 * `redo`. `onChange` hears every new present document, whichever way it came (the autosave follows
 * it), and is never called from inside a React state update.
 */
import { useCallback, useRef, useState } from 'react';
import { canRedo, canUndo, createHistory, record, redo, seal, undo, type HistoryState } from './history.ts';

export type HistoryMove = 'edit' | 'undo' | 'redo';

export interface DocumentHistory<D> {
  doc: D;
  canUndo: boolean;
  canRedo: boolean;
  /** Applies `update` to the present document; false when it changed nothing. */
  edit(update: (doc: D) => D, group?: string | null): boolean;
  undo(): boolean;
  redo(): boolean;
  /** Ends the current typing step. */
  seal(): void;
}

export function useDocumentHistory<D>(initial: () => D, onChange: (doc: D, move: HistoryMove) => void): DocumentHistory<D> {
  const current = useRef<HistoryState<D> | null>(null);
  current.current ??= createHistory(initial());
  const [state, setState] = useState(current.current);
  const listener = useRef(onChange);
  listener.current = onChange;

  const commit = useCallback((next: HistoryState<D>, move: HistoryMove): boolean => {
    const before = current.current as HistoryState<D>;
    if (next === before) return false;
    current.current = next;
    setState(next);
    if (next.present !== before.present) listener.current(next.present, move);
    return next.present !== before.present;
  }, []);

  const edit = useCallback(
    (update: (doc: D) => D, group: string | null = null) => {
      const now = current.current as HistoryState<D>;
      return commit(record(now, update(now.present), { group }), 'edit');
    },
    [commit],
  );

  return {
    doc: state.present,
    canUndo: canUndo(state),
    canRedo: canRedo(state),
    edit,
    undo: useCallback(() => commit(undo(current.current as HistoryState<D>), 'undo'), [commit]),
    redo: useCallback(() => commit(redo(current.current as HistoryState<D>), 'redo'), [commit]),
    seal: useCallback(() => {
      const sealed = seal(current.current as HistoryState<D>);
      current.current = sealed;
    }, []),
  };
}
