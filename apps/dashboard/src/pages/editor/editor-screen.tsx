/**
 * The editor of one page, post or product description: the blocks and their settings beside the
 * real page in a frame. Edits autosave as a draft (a 409 stops autosaving with the server's
 * message and a Reload button); Publish makes the draft live; earlier versions can be restored;
 * leaving with unsaved edits asks to save, discard or review them.
 */
import type { EditorBlock, EditorBlockType, EditorDocument, EditorTargetKind } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { formatDateTime } from '../../format.ts';
import { AddBlockMenu } from './add-block-menu.tsx';
import { BLOCK_INFO } from './block-catalog.ts';
import { BlockList } from './block-list.tsx';
import type { PageChoice } from './controls/index.ts';
import {
  addSection, blankBlock, duplicateBlock, ensureSection, findBlock, insertBlock, insertSection, moveAnnouncement, isFull, moveBlockBy, moveBlockTo, newId, removeBlock, removeSection, savableDocument, updateBlock, blockCount, type BlockPlace,
} from './document-model.ts';
import { previewUrl, publishDraft, type EditorDraft } from './editor-api.ts';
import { PreviewFrame } from './preview-frame.tsx';
import { Tabs } from './tabs.tsx';
import { UnsavedDialog } from './unsaved-dialog.tsx';
import { useAutosave } from './use-autosave.ts';
import { useFocusRequest } from './use-focus-request.ts';
import { historyKey } from './history/history.ts';
import { useDocumentHistory } from './history/use-history.ts';
import { RedoIcon, UndoIcon } from './icons.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import { VersionsPanel } from './versions-panel.tsx';
import { DevicePicker, DeviceStage, type Device } from './surface/device-view.tsx';
import { EditingSurface } from './surface/editing-surface.tsx';
import { BlockPickerDialog } from './surface/block-picker-dialog.tsx';
import { SectionLibraryDialog } from './sections/section-library-dialog.tsx';
import { sectionFrom, type LibraryChoices, type SectionTemplate } from './sections/section-library.ts';
import { EDITOR_LIMITS } from '@plinth/api';

export interface EditorScreenProps {
  kind: EditorTargetKind;
  id: string;
  draft: EditorDraft;
  /** The document the editor starts from (the draft's, or a never-edited page's HTML as blocks). */
  initial: EditorDocument;
  pages: PageChoice[];
  /** The Settings tab (pages and posts); absent for a product's description. */
  settings?: ReactNode;
  /** Reads the draft again (after a 409). */
  onReload(): void;
}

export function EditorScreen({ kind, id, draft, initial, pages, settings, onReload }: EditorScreenProps) {
  const { api, contributor } = useSession();
  const mayWrite = roleAllows(contributor.role, 'content:write');
  const [open, setOpen] = useState<string | null>(null);
  const [removed, setRemoved] = useState<{ block: EditorBlock; place: BlockPlace; after: EditorDocument } | null>(null);
  const [published, setPublished] = useState({ revision: draft.publishedRevision, at: draft.publishedAt });
  const [notice, setNotice] = useState<string | null>(null);
  const [spoken, setSpoken] = useState('');
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [device, setDevice] = useState<Device>('desktop');
  /** The section library, open at an insertion point (after that section). */
  const [library, setLibrary] = useState<{ after: number } | null>(null);
  /** The block picker, open at the insertion point after this block. */
  const [picker, setPicker] = useState<string | null>(null);
  const [editRequest, setEditRequest] = useState<string | null>(null);
  const [status, saver] = useAutosave(api, kind, id, draft.revision, draft.savedAt);
  // Every change of the session is a step of the undo stack; the autosave follows whatever is present.
  const history = useDocumentHistory(
    () => ensureSection(initial),
    (next) => saver.change(savableDocument(next)),
  );
  const doc = history.doc;
  const focus = useFocusRequest();
  const unsaved = status.state !== 'saved';
  const guard = useLeaveGuard(unsaved && mayWrite);
  const conflict = status.state === 'conflict';
  const busy = !mayWrite || conflict;

  /** Changes the document; changes of one `group` (typing in one block) close together are one undo step. */
  const edit = (update: (d: EditorDocument) => EditorDocument, group: string | null = null) => {
    setNotice(null);
    return history.edit(update, group);
  };
  const step = (move: 'undo' | 'redo') => {
    if (busy) return;
    const done = move === 'undo' ? history.undo() : history.redo();
    if (!done) return setSpoken(move === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.');
    setNotice(null);
    setRemoved(null);
    setSpoken(move === 'undo' ? 'Undone.' : 'Redone.');
  };
  const stepRef = useRef(step);
  stepRef.current = step;
  // Ctrl/⌘+Z, Ctrl/⌘+Shift+Z and Ctrl+Y anywhere in the editor (a field's own undo included) step
  // through the session's changes; a dialog (the link editor) keeps its own.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const move = historyKey(event);
      if (!move) return;
      const target = event.target as Element | null;
      if (target?.closest?.('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      event.stopPropagation();
      stepRef.current(move);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const add = (type: EditorBlockType) => {
    const block = blankBlock(type);
    // A new block goes after the open one, else at the end.
    const at = open ? findBlock(doc, open) : null;
    edit((d) => insertBlock(d, block, at ? { section: at.section, index: at.index + 1 } : undefined));
    setOpen(block.id);
    focus(`${block.id}:open`);
  };
  const remove = (blockId: string) => {
    const result = removeBlock(doc, blockId);
    if (!result.removed) return;
    edit(() => result.doc);
    setRemoved({ ...result.removed, after: result.doc });
    if (open === blockId) setOpen(null);
    focus('undo');
  };
  const undo = () => {
    if (!removed) return;
    // Right after the removal this is the undo stack's step back; later, the block goes back where it was.
    if (history.doc === removed.after) history.undo();
    else edit((d) => insertBlock(d, removed.block, removed.place));
    focus(`${removed.block.id}:open`);
    setRemoved(null);
  };
  const moveBy = (blockId: string, delta: -1 | 1) => {
    edit((d) => moveBlockBy(d, blockId, delta));
    focus(`${blockId}:${delta < 0 ? 'up' : 'down'}`, `${blockId}:${delta < 0 ? 'down' : 'up'}`, `${blockId}:open`);
  };
  /** A move on the page (the selected block and an arrow key), said for screen readers. */
  const moveOnPage = (blockId: string, delta: -1 | 1) => {
    const place = findBlock(doc, blockId);
    const next = moveBlockBy(doc, blockId, delta);
    if (!place || next === doc) return setSpoken(`The block is already ${delta < 0 ? 'first' : 'last'}.`);
    edit(() => next);
    setSpoken(moveAnnouncement(doc, next, blockId, BLOCK_INFO[doc.sections[place.section].blocks[place.index].type].name));
  };
  const openPicker = (after: string) => {
    if (full) return setNotice(`This page has ${EDITOR_LIMITS.maxBlocks} blocks, the most a page can hold. Remove a block to add another.`);
    setPicker(after);
  };
  const insertPicked = (type: EditorBlockType) => {
    const at = picker ? findBlock(doc, picker) : null;
    const block = blankBlock(type);
    setPicker(null);
    if (!edit((d) => insertBlock(d, block, at ? { section: at.section, index: at.index + 1 } : undefined))) return;
    select(block.id);
    setEditRequest(block.id);
    setSpoken(`${BLOCK_INFO[type].name} block added.`);
  };
  const insertFromLibrary = (template: SectionTemplate, choices: LibraryChoices) => {
    if (!library) return;
    const section = sectionFrom(template, choices);
    if (!edit((d) => insertSection(d, section, library.after))) {
      setNotice(`The ${template.name} section has ${section.blocks.length} blocks: more than this page has room for (at most ${EDITOR_LIMITS.maxBlocks} blocks).`);
      setLibrary(null);
      return;
    }
    setLibrary(null);
    select(section.blocks[0]?.id ?? null);
    setSpoken(`${template.name} section added as section ${library.after + 2}.`);
  };
  const select = (blockId: string | null) => {
    setOpen(blockId);
    if (blockId) requestAnimationFrame(() => document.getElementById(`block-form-${blockId}`)?.closest('li')?.scrollIntoView({ block: 'nearest' }));
  };
  const duplicate = (blockId: string) => {
    const copyId = newId();
    edit((d) => duplicateBlock(d, blockId, copyId));
    focus(`${copyId}:open`);
  };

  const publish = useAction(async () => {
    if (!(await saver.flush())) throw new Error(saver.status().error ?? 'The draft could not be saved.');
    const answer = await publishDraft(api, kind, id, saver.status().revision);
    setPublished({ revision: answer.publishedRevision, at: answer.publishedAt });
    setNotice('Published.');
  });
  const saveAndLeave = async () => {
    if (await saver.flush()) guard.leave();
  };

  const full = isFull(doc);
  const count = blockCount(doc);
  const draftAhead = published.revision !== status.revision;

  const blocksPanel = (
    <>
      <div className="editor-blocks__head">
        <p className="muted" id="block-count">
          {count} of at most {EDITOR_LIMITS.maxBlocks} blocks
        </p>
        {mayWrite && <AddBlockMenu full={full} disabled={conflict} onAdd={add} />}
      </div>
      <BlockList
        doc={doc}
        open={open}
        pages={pages}
        disabled={busy}
        full={full}
        onOpen={setOpen}
        onChange={(block) => edit((d) => updateBlock(d, block.id, () => block), `block:${block.id}`)}
        onMoveBy={moveBy}
        onMoveTo={(blockId, place) => edit((d) => moveBlockTo(d, blockId, place))}
        onDuplicate={duplicate}
        onRemove={remove}
        onRemoveSection={(sectionId) => edit((d) => removeSection(d, sectionId))}
      />
      {mayWrite && (
        <div className="editor-blocks__foot">
          <button type="button" className="button" disabled={busy} onClick={() => setLibrary({ after: open ? (findBlock(doc, open)?.section ?? doc.sections.length - 1) : doc.sections.length - 1 })}>
            + Add a ready-made section
          </button>
          <button type="button" className="button button--quiet" disabled={busy || doc.sections.length >= EDITOR_LIMITS.maxSections} onClick={() => edit((d) => addSection(d))}>
            + Add empty section
          </button>
        </div>
      )}
    </>
  );

  const tabs = [
    { id: 'blocks', label: 'Blocks', content: blocksPanel },
    ...(settings ? [{ id: 'settings', label: 'Settings', content: settings }] : []),
    {
      id: 'versions',
      label: 'Versions',
      content: (
        <VersionsPanel
          kind={kind}
          id={id}
          publishedRevision={published.revision}
          readOnly={!mayWrite}
          beforeRestore={() => saver.flush()}
          onRestored={(restored, version) => {
            // An undoable step too: Undo brings back the draft as it was before the restore. The
            // server holds the restored draft already, so the autosave starts from it.
            history.edit(() => ensureSection(restored.document));
            saver.reset(restored.revision, restored.savedAt);
            setOpen(null);
            setRemoved(null);
            setNotice(`The version of ${formatDateTime(version.publishedAt)} is now the draft. Publish to make it live.`);
          }}
        />
      ),
    },
  ];

  return (
    <div className="editor">
      <div className="editor__bar">
        {mayWrite && (
          <div className="editor__history" role="group" aria-label="History">
            <button type="button" className="icon-button" aria-label="Undo" title="Undo (Ctrl+Z)" aria-keyshortcuts="Control+Z Meta+Z" disabled={busy || !history.canUndo} onClick={() => step('undo')}>
              <UndoIcon />
            </button>
            <button type="button" className="icon-button" aria-label="Redo" title="Redo (Ctrl+Shift+Z)" aria-keyshortcuts="Control+Shift+Z Control+Y Meta+Shift+Z" disabled={busy || !history.canRedo} onClick={() => step('redo')}>
              <RedoIcon />
            </button>
          </div>
        )}
        <SaveStatus state={status.state} savedAt={status.savedAt} error={status.error} onRetry={() => void saver.flush()} onReload={onReload} />
        <p className="editor__published muted">
          {published.at === null ? 'Not published from the editor yet.' : `Published ${formatDateTime(published.at)}${draftAhead ? '; the draft has newer changes.' : '.'}`}
        </p>
        {mayWrite && (
          <button type="button" className="button button--primary" disabled={conflict || publish.busy} aria-busy={publish.busy} onClick={() => void publish.run()}>
            {publish.busy ? 'Publishing…' : 'Publish'}
          </button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
      <div className="editor__messages" role="status">
        {notice && <p className="notice">{notice}</p>}
        {removed && (
          <p className="notice notice--undo">
            Block removed.{' '}
            <button type="button" className="button button--small" data-focus="undo" onClick={undo}>
              Undo<span className="visually-hidden"> removing the {BLOCK_INFO[removed.block.type].name} block</span>
            </button>
          </p>
        )}
      </div>
      {publish.error && <Failure message={publish.error} onRetry={publish.retry} />}
      <div className="editor__body">
        <div className="editor__controls">
          <Tabs label="Editor" tabs={tabs} />
        </div>
        <section className="editor-preview" aria-label="Page">
          <div className="editor-view__bar">
            <div className="editor-view__group" role="group" aria-label="View">
              <button type="button" className="editor-view__toggle" aria-pressed={view === 'edit'} onClick={() => setView('edit')}>
                Edit on the page
              </button>
              <button type="button" className="editor-view__toggle" aria-pressed={view === 'preview'} onClick={() => setView('preview')}>
                Preview
              </button>
            </div>
            <DevicePicker device={device} onChange={setDevice} />
          </div>
          {view === 'edit' && (
            <p className="editor-view__hint muted">Click a block, or Tab to it and press Enter, to edit it where it stands; Escape leaves it; the arrow keys move the selected block.</p>
          )}
          <DeviceStage device={device}>
            {(frameStyle) =>
              view === 'edit' ? (
                <EditingSurface
                  kind={kind}
                  id={id}
                  revision={status.revision}
                  doc={doc}
                  selected={open}
                  disabled={busy}
                  title={`${draft.title}, editable: click a block or press Enter on it`}
                  frameStyle={frameStyle}
                  onSelect={select}
                  onChange={(block) => edit((d) => updateBlock(d, block.id, () => block), `block:${block.id}`)}
                  onHistory={step}
                  onMove={moveOnPage}
                  onInsertSection={(after) => setLibrary({ after })}
                  onInsertBlock={openPicker}
                  editRequest={editRequest}
                  pages={pages}
                />
              ) : (
                <PreviewFrame src={previewUrl(kind, id)} revision={status.revision} title={`Preview of ${draft.title} with the draft`} style={frameStyle} />
              )
            }
          </DeviceStage>
        </section>
      </div>
      {picker && (
        <BlockPickerDialog
          place={(() => {
            const at = findBlock(doc, picker);
            return at ? `after ${BLOCK_INFO[doc.sections[at.section].blocks[at.index].type].name} block ${doc.sections.slice(0, at.section).reduce((n, s) => n + s.blocks.length, 0) + at.index + 1}` : 'at the end';
          })()}
          onPick={insertPicked}
          onClose={() => setPicker(null)}
        />
      )}
      {library && (
        <SectionLibraryDialog
          place={`after section ${library.after + 1}`}
          full={doc.sections.length >= EDITOR_LIMITS.maxSections ? `This page has ${EDITOR_LIMITS.maxSections} sections, the most it can hold.` : full ? `This page has ${EDITOR_LIMITS.maxBlocks} blocks, the most it can hold.` : null}
          onInsert={insertFromLibrary}
          onClose={() => setLibrary(null)}
        />
      )}
      {guard.leaving !== null && (
        <UnsavedDialog settled={!unsaved} saving={status.state === 'saving'} problem={status.error} onSave={() => void saveAndLeave()} onDiscard={guard.leave} onReview={guard.stay} />
      )}
    </div>
  );
}

/** What the autosave is doing, in words; a failure offers 'Try again.', a conflict 'Reload'. */
function SaveStatus({ state, savedAt, error, onRetry, onReload }: { state: string; savedAt: number | null; error: string | null; onRetry(): void; onReload(): void }) {
  if (state === 'conflict') {
    return (
      <div className="failure editor__status" role="alert">
        <p className="failure__message">{error}</p>
        <button type="button" className="button" onClick={onReload}>
          Reload
        </button>
      </div>
    );
  }
  if (state === 'failed') return <Failure message={error ?? 'Something went wrong.'} onRetry={onRetry} />;
  return (
    <p className="editor__status" role="status">
      {state === 'saving' ? 'Saving…' : state === 'pending' ? 'Unsaved changes' : savedAt ? `Draft saved ${formatDateTime(savedAt)}` : 'No changes yet'}
    </p>
  );
}
