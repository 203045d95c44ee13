/**
 * Autosave of the draft: a change waits for typing to pause, then is saved with the revision it
 * was made from (`baseRevision`). One save at a time; changes made meanwhile are saved right after.
 * A 409 (another owner saved first) stops autosaving until the owner reloads; any other failure
 * waits for the next change or a retry. Plain TypeScript (timers injected) so it is tested without
 * a browser; `use-autosave.ts` binds it to React.
 */

export type AutosaveState = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict';

export interface AutosaveStatus {
  state: AutosaveState;
  revision: number;
  savedAt: number | null;
  /** The sentence to show for 'failed' and 'conflict'. */
  error: string | null;
}

export interface AutosaverOptions<D> {
  revision: number;
  savedAt: number | null;
  delayMs: number;
  save(doc: D, baseRevision: number): Promise<{ revision: number; savedAt: number }>;
  /** True for the refusal that means someone else saved first (HTTP 409). */
  isConflict(error: unknown): boolean;
  messageOf(error: unknown): string;
  onStatus(status: AutosaveStatus): void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface Autosaver<D> {
  /** The document changed: save it soon. */
  change(doc: D): void;
  /** Saves now whatever is waiting; resolves true when everything is saved. */
  flush(): Promise<boolean>;
  /** Starts again from a document the server holds at `revision` (after a restore or publish). */
  reset(revision: number, savedAt: number | null): void;
  status(): AutosaveStatus;
  stop(): void;
}

export function createAutosaver<D>(options: AutosaverOptions<D>): Autosaver<D> {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let status: AutosaveStatus = { state: 'saved', revision: options.revision, savedAt: options.savedAt, error: null };
  let latest: D | null = null;
  let dirty = false;
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let stopped = false;

  const set = (next: Partial<AutosaveStatus>) => {
    status = { ...status, ...next };
    if (!stopped) options.onStatus(status);
  };
  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const saveOnce = async (): Promise<void> => {
    const doc = latest as D;
    dirty = false;
    set({ state: 'saving', error: null });
    try {
      const saved = await options.save(doc, status.revision);
      set({ revision: saved.revision, savedAt: saved.savedAt, state: dirty ? 'pending' : 'saved' });
    } catch (error) {
      dirty = true;
      set(options.isConflict(error) ? { state: 'conflict', error: options.messageOf(error) } : { state: 'failed', error: options.messageOf(error) });
    }
  };

  const run = async (): Promise<void> => {
    cancelTimer();
    while (inFlight) await inFlight;
    if (!dirty || status.state === 'conflict' || stopped) return;
    inFlight = saveOnce().finally(() => (inFlight = null));
    await inFlight;
    // Changes typed while the save was on its way go out next.
    if (dirty && status.state === 'pending') await run();
  };

  return {
    change(doc) {
      latest = doc;
      dirty = true;
      if (status.state === 'conflict' || stopped) return;
      if (status.state !== 'saving') set({ state: 'pending', error: null });
      cancelTimer();
      timer = setTimer(() => void run(), options.delayMs);
    },
    async flush() {
      await run();
      return !dirty && status.state === 'saved';
    },
    reset(revision, savedAt) {
      cancelTimer();
      dirty = false;
      set({ state: 'saved', revision, savedAt, error: null });
    },
    status: () => status,
    stop() {
      cancelTimer();
      stopped = true;
    },
  };
}
