/**
 * The text block's editor: Tiptap with the whitelist schema (rich-text-extensions.ts), the toolbar
 * and the link editor. It hands on only the server's whitelisted JSON (rich-text-doc.ts), and takes
 * a new value from outside (a restored version) without losing the owner's place otherwise.
 * Keys: Ctrl+K (⌘K) opens the link editor; Alt+F10 moves to the toolbar and Escape comes back.
 */
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { RichTextEditorProps } from './index.ts';
import { cleanPastedHtml } from './paste-cleanup.ts';
import { toRichTextDoc } from './rich-text-doc.ts';
import { richTextExtensions } from './rich-text-extensions.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import { useLinkSession } from './use-link-session.tsx';
import './controls.css';

export function RichTextEditor({ value, onChange, label, pages }: RichTextEditorProps) {
  const labelId = useId();
  const toolbar = useRef<HTMLDivElement>(null);
  const emitted = useRef(JSON.stringify(value));
  const change = useRef(onChange);
  change.current = onChange;
  const openLinkRef = useRef<() => void>(() => {});

  const editor = useEditor({
    extensions: useMemo(richTextExtensions, []),
    content: value,
    // The dashboard renders on the client only; tests render to a string, where no editor exists.
    immediatelyRender: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'aria-describedby': `${labelId}-keys`, class: 'rte-area' },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkRef.current();
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
      change.current(doc);
    },
  });

  // A value that is not our own echo (a restored version, an undo, typing on the page): show it —
  // at once when the owner is in this editor, else once the typing elsewhere pauses (each key
  // typed on the page would otherwise redraw this copy too).
  useEffect(() => {
    if (!editor) return;
    const show = () => {
      const incoming = JSON.stringify(value);
      if (incoming === emitted.current) return;
      emitted.current = incoming;
      editor.commands.setContent(value as Parameters<Editor['commands']['setContent']>[0], { emitUpdate: false });
    };
    if (editor.isFocused) return show();
    const timer = setTimeout(show, 150);
    return () => clearTimeout(timer);
  }, [editor, value]);

  const link = useLinkSession(editor, pages);
  openLinkRef.current = link.open;

  return (
    <div className="rte">
      <span id={labelId} className="field__label rte__label">
        {label}
      </span>
      <RichTextToolbar editor={editor} label={label} openLink={() => openLinkRef.current()} toolbarRef={toolbar} />
      {/* Until the editor exists (it is made after the first paint) an empty box keeps the place; only the real editor is a textbox. */}
      {editor ? <EditorContent editor={editor} className="rte-frame" /> : <div className="rte-frame rte-area" aria-hidden="true" />}
      <p id={`${labelId}-keys`} className="field__hint rte__keys">Ctrl+K adds a link; Alt+F10 goes to the toolbar, Escape comes back.</p>
      {link.dialog}
    </div>
  );
}

