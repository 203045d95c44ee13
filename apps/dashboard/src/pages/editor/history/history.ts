/**
 * The editing session's undo and redo: a pure stack of whole documents (each change of the editor
 * makes a new document and leaves the old one untouched, so a step costs a reference, not a copy).
 * Typing is one step, not one per key: changes of the same `group` (a block's text, say) less than
 * `mergeMs` apart replace the present instead of adding a step. At most `limit` steps are kept.
 * Plain TypeScript, no React: `use-history.ts` binds it to the editor screen.
 */

export interface HistoryState<D> {
  /** Older documents, oldest first. */
  readonly past: readonly D[];
  readonly present: D;
  /** Undone documents, the next to redo first. */
  readonly future: readonly D[];
  /** The group and time of the change that made `present` (to merge typing into one step). */
  readonly lastGroup: string | null;
  readonly lastAt: number;
}

export interface HistoryOptions {
  /** Steps kept (the oldest are forgotten). */
  limit: number;
  /** Changes of one group closer than this are one step. */
  mergeMs: number;
}

export const HISTORY_DEFAULTS: HistoryOptions = { limit: 200, mergeMs: 1000 };

export function createHistory<D>(present: D): HistoryState<D> {
  return { past: [], present, future: [], lastGroup: null, lastAt: 0 };
}

export interface Change {
  /** Changes of the same group in quick succession are undone together (typing in one block). */
  group?: string | null;
  /** When the change was made (ms); defaults to now. */
  at?: number;
}

/** The state after a change to `next`; unchanged when `next` is the present document. */
export function record<D>(state: HistoryState<D>, next: D, change: Change = {}, options: HistoryOptions = HISTORY_DEFAULTS): HistoryState<D> {
  if (Object.is(next, state.present)) return state;
  const at = change.at ?? Date.now();
  const group = change.group ?? null;
  const merge = group !== null && group === state.lastGroup && at - state.lastAt < options.mergeMs && state.past.length > 0;
  if (merge) return { ...state, present: next, future: [], lastAt: at };
  const past = [...state.past, state.present];
  return { past: past.length > options.limit ? past.slice(past.length - options.limit) : past, present: next, future: [], lastGroup: group, lastAt: at };
}

export const canUndo = <D>(state: HistoryState<D>): boolean => state.past.length > 0;
export const canRedo = <D>(state: HistoryState<D>): boolean => state.future.length > 0;

/** Back one step (nothing happens at the start of the session). */
export function undo<D>(state: HistoryState<D>): HistoryState<D> {
  if (!canUndo(state)) return state;
  return { past: state.past.slice(0, -1), present: state.past[state.past.length - 1], future: [state.present, ...state.future], lastGroup: null, lastAt: 0 };
}

/** Forward one undone step. */
export function redo<D>(state: HistoryState<D>): HistoryState<D> {
  if (!canRedo(state)) return state;
  return { past: [...state.past, state.present], present: state.future[0], future: state.future.slice(1), lastGroup: null, lastAt: 0 };
}

/** Ends the current typing step: the next change, even in the same group, is a step of its own. */
export function seal<D>(state: HistoryState<D>): HistoryState<D> {
  return state.lastGroup === null ? state : { ...state, lastGroup: null };
}

/** Which key press means undo or redo: Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo. */
export function historyKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
