/**
 * The editing surface: the real page (the site's theme, header, footer and the owner's styles, read
 * from the preview route) in a frame the editor can reach into but where nothing runs
 * (surface-html.ts). The editor draws the document's sections and blocks in the page's content
 * area itself, so a change shows at once: a text, heading or button is typed in where it stands
 * (in-place.tsx); other blocks show the server's HTML of the last save (a placeholder until then);
 * code blocks are placeholders. Clicking a block, or Enter on it, selects it and opens its settings
 * in the panel; a selected block moves with the arrow keys; an insertion point after each section
 * adds a ready-made section. Undo and redo keys work here as in the rest of the editor.
 */
import type { EditorBlock, EditorDocument, EditorTargetKind } from '@plinth/api';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { failureMessage } from '../../../api/api-error.ts';
import { BLOCK_INFO } from '../block-catalog.ts';
import type { PageChoice } from '../controls/index.ts';
import { blockProblem } from '../document-model.ts';
import { previewHtml } from '../editor-api.ts';
import { historyKey } from '../history/history.ts';
import { InPlaceButton, InPlaceHeading, InPlaceText, richTextHtml, type CaretHint } from './in-place.tsx';
import { blockFragments, CODE_PLACEHOLDER, contentArea, isolate, makeInert, SURFACE_SANDBOX } from './surface-html.ts';
import { SURFACE_STYLE } from './surface-style.ts';

/** The kinds typed in where they stand. */
const IN_PLACE = new Set<EditorBlock['type']>(['text', 'heading', 'button']);

export interface EditingSurfaceProps {
  kind: EditorTargetKind;
  id: string;
  /** Changes after each save: the server's drawing of the other blocks is read again. */
  revision: number;
  doc: EditorDocument;
  selected: string | null;
  disabled: boolean;
  title: string;
  /** The frame's size at the chosen device width (device-view.tsx). */
  frameStyle: CSSProperties;
  onSelect(id: string | null): void;
  onChange(block: EditorBlock): void;
  onHistory(move: 'undo' | 'redo'): void;
  onMove(id: string, delta: -1 | 1): void;
  onInsertSection(after: number): void;
  /** The insertion point after the selected block: a new block goes there. */
  onInsertBlock(after: string): void;
  /** A block to start typing in (a new one, just added on the page). */
  editRequest: string | null;
  /** The site's pages, for the link editor's "Page" choice. */
  pages: PageChoice[];
}

export function EditingSurface(props: EditingSurfaceProps) {
  const { kind, id, revision } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const [srcdoc, setSrcdoc] = useState<string | null>(null);
  const [area, setArea] = useState<Element | null>(null);
  const [fragments, setFragments] = useState<Map<string, string>>(() => new Map());
  const [failed, setFailed] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; caret: CaretHint | null } | null>(null);
  const loaded = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  const actions = useMemo<Actions>(
    () => ({
      select: (blockId) => latest.current.onSelect(blockId),
      change: (block) => latest.current.onChange(block),
      move: (blockId, delta) => latest.current.onMove(blockId, delta),
      insertSection: (after) => latest.current.onInsertSection(after),
      insertBlock: (after) => latest.current.onInsertBlock(after),
      setEditing,
    }),
    [],
  );

  // The page as the server draws it with the draft: once for the frame, then after each save for
  // the blocks the editor does not draw itself (and the styles a first document brings).
  useEffect(() => {
    let cancelled = false;
    previewHtml(kind, id).then(
      (html) => {
        if (cancelled) return;
        const parsed = new DOMParser().parseFromString(html, 'text/html');
        makeInert(parsed);
        setFragments(blockFragments(parsed));
        setFailed(null);
        if (!loaded.current) {
          loaded.current = true;
          const target = contentArea(parsed);
          target?.replaceChildren();
          target?.setAttribute('data-plinth-area', target.classList.contains('page-sections') ? 'sections' : 'body');
          if (target) isolate(target);
          const style = parsed.createElement('style');
          style.textContent = SURFACE_STYLE;
          parsed.head.append(style);
          setSrcdoc(`<!doctype html>${parsed.documentElement.outerHTML}`);
        } else {
          adoptStyles(frame.current?.contentDocument ?? null, parsed);
        }
      },
      (error: unknown) => !cancelled && setFailed(failureMessage(error, 'load')),
    );
    return () => {
      cancelled = true;
    };
  }, [kind, id, revision]);

  const onLoad = () => {
    const d = frame.current?.contentDocument;
    if (!d) return;
    // Nothing on the surface navigates: links and buttons of the page are for visitors.
    d.addEventListener('click', (event) => {
      const target = event.target as Element | null;
      if (target?.closest?.('a[href], form')) event.preventDefault();
    }, true);
    d.addEventListener('submit', (event) => event.preventDefault(), true);
    d.addEventListener('keydown', (event) => {
      const move = historyKey(event);
      if (!move) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.onHistory(move);
    }, true);
    const found = d.querySelector('[data-plinth-area]');
    setArea(found);
    if (!found) setFailed('This page’s design has no place the editor can draw blocks in: edit them in the panel and look at them in Preview.');
  };

  // A block just added on the page: typing starts there.
  useEffect(() => {
    if (props.editRequest) setEditing({ id: props.editRequest, caret: null });
  }, [props.editRequest]);

  // A selection made elsewhere (the panel) ends typing in another block.
  useEffect(() => {
    if (editing && editing.id !== props.selected) setEditing(null);
  }, [props.selected, editing]);

  return (
    <>
      {failed && (
        <p className="failure" role="alert">
          {failed}
        </p>
      )}
      {srcdoc !== null && (
        <iframe ref={frame} className="editor-surface__frame" style={props.frameStyle} srcDoc={srcdoc} title={props.title} sandbox={SURFACE_SANDBOX} onLoad={onLoad} />
      )}
      {area &&
        createPortal(
          <SurfaceContent
            doc={props.doc}
            selected={props.selected}
            disabled={props.disabled}
            pages={props.pages}
            wrap={area.getAttribute('data-plinth-area') === 'body'}
            fragments={fragments}
            editing={editing}
            actions={actions}
          />,
          area,
        )}
    </>
  );
}

/** Styles the server's drawing gained since the frame was made (a page's first document brings the sections' styles). */
function adoptStyles(current: Document | null, parsed: Document) {
  if (!current) return;
  const have = new Set(Array.from(current.querySelectorAll('style'), (s) => s.textContent));
  for (const style of Array.from(parsed.querySelectorAll('style'))) {
    if (have.has(style.textContent)) continue;
    const copy = current.createElement('style');
    copy.textContent = style.textContent;
    current.head.append(copy);
  }
}

type Editing = { id: string; caret: CaretHint | null } | null;

/** What a block on the surface may ask for: always the latest props' callbacks, through one stable object (so blocks redraw only when their own block changes). */
interface Actions {
  select(id: string | null): void;
  change(block: EditorBlock): void;
  move(id: string, delta: -1 | 1): void;
  insertSection(after: number): void;
  insertBlock(after: string): void;
  setEditing(editing: Editing): void;
}

interface ContentProps {
  doc: EditorDocument;
  selected: string | null;
  disabled: boolean;
  pages: PageChoice[];
  wrap: boolean;
  fragments: Map<string, string>;
  editing: Editing;
  actions: Actions;
}

function SurfaceContent(props: ContentProps) {
  const { doc, wrap } = props;
  let number = 0;
  const sections = doc.sections.map((section, index) => {
    const first = number + 1;
    number += section.blocks.length;
    return <SectionView key={section.id} {...props} sectionIndex={index} firstNumber={first} />;
  });
  return wrap ? <div className="page-sections">{sections}</div> : <>{sections}</>;
}

function SectionView(props: ContentProps & { sectionIndex: number; firstNumber: number }) {
  const section = props.doc.sections[props.sectionIndex];
  const { selected, editing, disabled, fragments, pages, actions } = props;
  return (
    <>
      <div className="page-section" id={`section-${section.id}`} data-plinth-section={section.id}>
        {section.blocks.length === 0 && <p className="plinth-empty-section">Section {props.sectionIndex + 1} is empty. Add a block from the panel, or move one here.</p>}
        {section.blocks.map((block, i) => (
          <SurfaceBlock
            key={block.id}
            block={block}
            number={props.firstNumber + i}
            isSelected={selected === block.id}
            isEditing={editing?.id === block.id && !disabled}
            caret={editing?.id === block.id ? editing.caret : null}
            disabled={disabled}
            fragment={fragments.get(block.id)}
            pages={pages}
            actions={actions}
          />
        ))}
      </div>
      {!disabled && (
        <div className="plinth-insert">
          <button type="button" onClick={() => actions.insertSection(props.sectionIndex)}>
            + Add a section here<span className="visually-hidden">, after section {props.sectionIndex + 1}</span>
          </button>
        </div>
      )}
    </>
  );
}

interface SurfaceBlockProps {
  block: EditorBlock;
  number: number;
  isSelected: boolean;
  isEditing: boolean;
  caret: CaretHint | null;
  disabled: boolean;
  fragment: string | undefined;
  pages: PageChoice[];
  actions: Actions;
}

const SurfaceBlock = memo(function SurfaceBlock({ block, number, isSelected, isEditing, caret, disabled, fragment, pages, actions }: SurfaceBlockProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const name = `${BLOCK_INFO[block.type].name} block ${number}`;
  const inPlace = IN_PLACE.has(block.type);

  // The selected block keeps the keyboard's place when it moves (a move across sections draws it anew).
  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!isSelected || isEditing || !element) return;
    const own = element.ownerDocument;
    const frameElement = own.defaultView?.frameElement;
    // Only when the keyboard was on the surface and lost its place (the old element went away).
    if (own.activeElement !== own.body || !frameElement || frameElement.ownerDocument.activeElement !== frameElement) return;
    element.focus();
  }, [isSelected, isEditing, number]);

  // Selected from the panel: the page scrolls to show it.
  useEffect(() => {
    const element = wrapper.current;
    const win = element?.ownerDocument.defaultView;
    if (!isSelected || !element || !win) return;
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.top > win.innerHeight - 40) win.scrollBy({ top: box.top - 60 });
  }, [isSelected]);

  const start = (at: CaretHint | null) => {
    actions.select(block.id);
    if (inPlace && !disabled) actions.setEditing({ id: block.id, caret: at });
  };
  const leave = () => {
    actions.setEditing(null);
    wrapper.current?.focus();
  };
  const onClick = (event: ReactMouseEvent) => {
    if (isEditing) return;
    event.preventDefault();
    start({ x: event.clientX, y: event.clientY });
  };
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      start(null);
    } else if (event.key === 'Escape' && isSelected) {
      event.preventDefault();
      actions.select(null);
    } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && isSelected && !disabled) {
      event.preventDefault();
      actions.move(block.id, event.key === 'ArrowUp' ? -1 : 1);
    }
  };

  return (
    <>
      <div
        ref={wrapper}
        data-plinth-block={block.id}
        data-editing={isEditing ? '' : undefined}
        tabIndex={isEditing ? -1 : 0}
        role="group"
        aria-roledescription="block"
        aria-label={name}
        aria-current={isSelected ? 'true' : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {isSelected && (
          <span className="plinth-block-label" aria-hidden="true">
            {name}
          </span>
        )}
        <BlockView
          block={block}
          name={name}
          editing={isEditing}
          caret={isEditing ? caret : null}
          fragment={fragment}
          onChange={actions.change}
          pages={pages}
          onLeave={leave}
        />
      </div>
      {isSelected && !disabled && (
        <div className="plinth-insert plinth-insert--block">
          <button type="button" onClick={() => actions.insertBlock(block.id)}>
            + Add a block here<span className="visually-hidden">, after {name}</span>
          </button>
        </div>
      )}
    </>
  );
});

interface BlockViewProps {
  block: EditorBlock;
  name: string;
  editing: boolean;
  caret: CaretHint | null;
  fragment: string | undefined;
  onChange(block: EditorBlock): void;
  pages: PageChoice[];
  onLeave(): void;
}

function BlockView({ block, name, editing, caret, fragment, onChange, pages, onLeave }: BlockViewProps) {
  switch (block.type) {
    case 'text':
      return editing ? (
        <InPlaceText block={block} name={name} caret={caret} onChange={onChange} onLeave={onLeave} pages={pages} />
      ) : (
        <StaticText block={block} />
      );
    case 'heading':
      return <InPlaceHeading block={block} name={name} editing={editing} caret={caret} onChange={onChange} onLeave={onLeave} />;
    case 'button':
      return <InPlaceButton block={block} name={name} editing={editing} caret={caret} onChange={onChange} onLeave={onLeave} />;
    case 'code':
      return <div className="plinth-placeholder">{CODE_PLACEHOLDER}</div>;
    default: {
      const problem = block.type === 'image' && !block.mediaId && !block.url ? 'no picture yet: choose one in its settings.' : blockProblem(block);
      const html = fragment;
      if (problem || !html) return <div className="plinth-placeholder">{`${BLOCK_INFO[block.type].name} block: ${problem ?? 'shown here once the draft is saved.'}`}</div>;
      // As the server draws it, but not a place of its own for the keyboard or the mouse: the block is.
      return <div className="plinth-server-block" inert dangerouslySetInnerHTML={{ __html: html }} />;
    }
  }
}

function StaticText({ block }: { block: Extract<EditorBlock, { type: 'text' }> }) {
  const html = useMemo(() => richTextHtml(block.content), [block.content]);
  return <div className="block block--text rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
