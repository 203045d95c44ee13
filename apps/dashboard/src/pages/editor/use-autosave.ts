/** The autosaver (autosave.ts) bound to a React component: its status as state. */
import type { EditorDocument, EditorTargetKind } from '@plinth/api';
import { useEffect, useRef, useState } from 'react';
import { ApiError, failureMessage } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import { createAutosaver, type Autosaver, type AutosaveStatus } from './autosave.ts';
import { saveDraft } from './editor-api.ts';

/** How long typing must pause before a save. */
export const AUTOSAVE_DELAY_MS = 800;

export function useAutosave(api: ApiClient, kind: EditorTargetKind, id: string, revision: number, savedAt: number | null): [AutosaveStatus, Autosaver<EditorDocument>] {
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'saved', revision, savedAt, error: null });
  const saver = useRef<Autosaver<EditorDocument> | null>(null);
  saver.current ??= createAutosaver<EditorDocument>({
    revision,
    savedAt,
    delayMs: AUTOSAVE_DELAY_MS,
    save: (doc, base) => saveDraft(api, kind, id, doc, base),
    isConflict: (error) => error instanceof ApiError && error.status === 409,
    messageOf: (error) => failureMessage(error, 'save'),
    onStatus: setStatus,
  });
  useEffect(() => () => saver.current?.stop(), []);
  return [status, saver.current];
}
