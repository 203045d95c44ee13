/**
 * The blocks the owner types in where they stand on the surface: a text block (Tiptap with the
 * whitelist schema and the rich-text toolbar right above it), a heading and a button's label
 * (the theme's own element, editable as plain text). Each takes a new value from outside (undo,
 * the settings panel) without losing the owner's place otherwise, and hands every change on as the
 * whole block. Escape leaves the text and goes back to the block.
 */
import type { EditorBlock, RichTextNode } from '@plinth/api';
import { generateHTML, type Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { PageChoice } from '../controls/index.ts';
import { cleanPastedHtml } from '../controls/paste-cleanup.ts';
import { toRichTextDoc } from '../controls/rich-text-doc.ts';
import { richTextExtensions } from '../controls/rich-text-extensions.ts';
import { RichTextToolbar } from '../controls/rich-text-toolbar.tsx';
import { useLinkSession } from '../controls/use-link-session.tsx';

type Block<T extends EditorBlock['type']> = Extract<EditorBlock, { type: T }>;

const EXTENSIONS = richTextExtensions();

/** A text block's HTML from the whitelist schema, as the editor draws it (the server's is the same whitelist). */
export function richTextHtml(content: RichTextNode): string {
  try {
    return generateHTML(content as Parameters<typeof generateHTML>[0], EXTENSIONS);
  } catch {
    return '';
  }
}

/** Where the click that started the editing landed (frame coordinates), to put the caret there. */
export interface CaretHint {
  x: number;
  y: number;
}

export interface InPlaceTextProps {
  block: Block<'text'>;
  name: string;
  caret: CaretHint | null;
  onChange(block: EditorBlock): void;
  onLeave(): void;
  /** The site's pages, for the link editor's "Page" choice. */
  pages: PageChoice[];
}

export function InPlaceText({ block, name, caret, onChange, onLeave, pages }: InPlaceTextProps) {
  const latest = useRef(block);
  latest.current = block;
  const change = useRef(onChange);
  change.current = onChange;
  const leave = useRef(onLeave);
  leave.current = onLeave;
  const emitted = useRef(JSON.stringify(block.content));
  const toolbar = useRef<HTMLDivElement>(null);
  const openLink = useRef<() => void>(() => {});
  const editor = useEditor({
    extensions: useMemo(richTextExtensions, []),
    content: block.content,
    immediatelyRender: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name, class: 'plinth-in-place' },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          leave.current();
          return true;
        }
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLink.current();
          return true;
        }
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          toolbar.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const doc = toRichTextDoc(e.getJSON());
      emitted.current = JSON.stringify(doc);
      change.current({ ...latest.current, content: doc });
    },
  });

  // The link editor is the dashboard's dialog (over the whole editor), the words stay in the page.
  const link = useLinkSession(editor, pages);
  openLink.current = link.open;

  // Once the editor stands in the page: the caret where the owner clicked.
  const placed = useRef(false);
  useEffect(() => {
    if (!editor || placed.current) return;
    const frame = requestAnimationFrame(() => {
      placed.current = true;
      placeCaret(editor, caret);
    });
    return () => cancelAnimationFrame(frame);
    // Only once, when the editor is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  // An outside value (undo, the panel's editor): show it.
  useEffect(() => {
    if (!editor) return;
    const incoming = JSON.stringify(block.content);
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    editor.commands.setContent(block.content as Parameters<Editor['commands']['setContent']>[0], { emitUpdate: false });
  }, [editor, block.content]);

  return (
    <>
      {/* Above the text, so the words stay where the owner clicked them. */}
      <div className="plinth-toolbar">
        <RichTextToolbar editor={editor} label={name} openLink={() => openLink.current()} toolbarRef={toolbar} />
      </div>
      <div className="block block--text rich-text">
        {/* Until the editor is made (after the first paint) the words stay as they were. */}
        {editor ? <EditorContent editor={editor} /> : <div className="plinth-in-place" dangerouslySetInnerHTML={{ __html: richTextHtml(block.content) }} />}
      </div>
      {createPortal(link.dialog, document.body)}
    </>
  );
}

/** The caret where the owner clicked, else at the end of the text. */
function placeCaret(editor: Editor, caret: CaretHint | null) {
  const at = caret ? editor.view.posAtCoords({ left: caret.x, top: caret.y }) : null;
  editor.commands.focus(at ? at.pos : 'end');
}

interface PlainProps {
  value: string;
  editing: boolean;
  label: string;
  caret: CaretHint | null;
  onText(text: string): void;
  onLeave(): void;
}

/**
 * Plain text edited in its own element (a heading, a button's label): React never redraws the
 * text while the owner types (the caret would jump), it only writes a value that came from outside.
 */
function usePlainText<E extends HTMLElement>({ value, editing, caret, onText, onLeave }: PlainProps) {
  const ref = useRef<E>(null);
  const typed = useRef(value);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || element.textContent === value) return;
    element.textContent = value;
    typed.current = value;
  }, [value]);
  useEffect(() => {
    const element = ref.current;
    if (!editing || !element) return;
    element.focus();
    const doc = element.ownerDocument;
    const range = caret ? caretRange(doc, caret) : null;
    const selection = doc.getSelection();
    if (selection) {
      const at = range && element.contains(range.startContainer) ? range : doc.createRange();
      if (at !== range) {
        at.selectNodeContents(element);
        at.collapse(false);
      }
      selection.removeAllRanges();
      selection.addRange(at);
    }
    // Only when editing starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);
  return {
    ref,
    contentEditable: editing ? ('plaintext-only' as const) : undefined,
    suppressContentEditableWarning: true,
    role: editing ? 'textbox' : undefined,
    onInput: (event: { currentTarget: HTMLElement }) => {
      const text = (event.currentTarget.textContent ?? '').replace(/\s*\n\s*/g, ' ');
      typed.current = text;
      onText(text);
    },
    onKeyDown: (event: { key: string; preventDefault(): void; stopPropagation(): void }) => {
      if (!editing) return;
      if (event.key === 'Enter') event.preventDefault();
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onLeave();
      }
    },
  };
}

function caretRange(doc: Document, { x, y }: CaretHint): Range | null {
  const d = doc as Document & { caretRangeFromPoint?(x: number, y: number): Range | null; caretPositionFromPoint?(x: number, y: number): { offsetNode: Node; offset: number } | null };
  if (d.caretPositionFromPoint) {
    const position = d.caretPositionFromPoint(x, y);
    if (!position) return null;
    const range = doc.createRange();
    range.setStart(position.offsetNode, position.offset);
    return range;
  }
  return d.caretRangeFromPoint?.(x, y) ?? null;
}

export interface InPlaceProps<T extends EditorBlock['type']> {
  block: Block<T>;
  name: string;
  editing: boolean;
  caret: CaretHint | null;
  onChange(block: EditorBlock): void;
  onLeave(): void;
}

export function InPlaceHeading({ block, name, editing, caret, onChange, onLeave }: InPlaceProps<'heading'>) {
  const latest = useRef(block);
  latest.current = block;
  const props = usePlainText<HTMLHeadingElement>({ value: block.text, editing, label: name, caret, onLeave, onText: (text) => onChange({ ...latest.current, text }) });
  const Tag = `h${block.level}` as 'h2';
  return <Tag className={`block block--heading block-align-${block.align}`} {...props} aria-label={editing ? name : undefined} />;
}

export function InPlaceButton({ block, name, editing, caret, onChange, onLeave }: InPlaceProps<'button'>) {
  const latest = useRef(block);
  latest.current = block;
  const props = usePlainText<HTMLSpanElement>({ value: block.label, editing, label: name, caret, onLeave, onText: (label) => onChange({ ...latest.current, label }) });
  return (
    <p className={`block block--button block-align-${block.align}`}>
      <a className={`block-button block-button--${block.style}`} href={block.link.href || '#'} tabIndex={-1}>
        <span {...props} aria-label={editing ? `${name} label` : undefined} />
      </a>
    </p>
  );
}
