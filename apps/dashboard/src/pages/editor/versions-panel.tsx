/**
 * The published versions, newest first, each restorable: Restore makes that version the draft
 * (after a confirm), and publishing makes it live again.
 */
import type { EditorTargetKind } from '@plinth/api';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { listVersions, restoreVersion, type EditorDraft, type EditorVersion } from './editor-api.ts';

export interface VersionsPanelProps {
  kind: EditorTargetKind;
  id: string;
  /** Changes after each publish, so the list is read again. */
  publishedRevision: number | null;
  readOnly: boolean;
  /** Runs before a restore replaces the draft (saves what is typed). */
  beforeRestore(): Promise<boolean>;
  onRestored(draft: EditorDraft, version: EditorVersion): void;
}

export function VersionsPanel({ kind, id, publishedRevision, readOnly, beforeRestore, onRestored }: VersionsPanelProps) {
  const { api } = useSession();
  // A publish makes a version: the list is read again when the published revision moves.
  const versions = useCombinedQuery([routeKey('listEditorVersions', { params: { kind, id } }), publishedRevision ?? 'none'], (api) => listVersions(api, kind, id));
  const [asking, setAsking] = useState<EditorVersion | null>(null);
  const restore = useAction(async (version: EditorVersion) => {
    await beforeRestore();
    onRestored(await restoreVersion(api, kind, id, version.id), version);
  });
  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title" className="panel__title">
        Published versions
      </h2>
      <LoadView load={versions}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">Nothing has been published from the editor yet.</p>
          ) : (
            <ol className="versions">
              {list.map((version, index) => (
                <li key={version.id} className="versions__item">
                  <span>
                    <strong>{formatDateTime(version.publishedAt)}</strong>
                    {index === 0 && <span className="badge">Live</span>}
                    <br />
                    <span className="muted">
                      Revision {version.revision}: {version.blockCount} {version.blockCount === 1 ? 'block' : 'blocks'}
                      {version.publishedBy ? `, by ${version.publishedBy}` : ''}
                    </span>
                  </span>
                  {!readOnly && (
                    <button type="button" className="button button--small" disabled={restore.busy} onClick={() => setAsking(version)}>
                      Restore<span className="visually-hidden"> the version of {formatDateTime(version.publishedAt)}</span>
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </LoadView>
      {restore.error && <Failure message={restore.error} onRetry={restore.retry} />}
      {asking && (
        <ConfirmDialog
          title="Restore this version?"
          message={`The version published ${formatDateTime(asking.publishedAt)} replaces the draft. Visitors see it once you publish.`}
          confirmLabel="Restore"
          onClose={(confirmed) => {
            const version = asking;
            setAsking(null);
            if (confirmed) void restore.run(version);
          }}
        />
      )}
    </section>
  );
}
