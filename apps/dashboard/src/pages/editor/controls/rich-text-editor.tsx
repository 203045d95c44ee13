/**
 * The text block's editor: Tiptap with the whitelist schema (rich-text-extensions.ts), the toolbar
 * and the link editor. It hands on only the server's whitelisted JSON (rich-text-doc.ts), and takes
 * a new value from outside (a restored version) without losing the owner's place otherwise.
 * Keys: Ctrl+K (⌘K) opens the link editor; Alt+F10 moves to the toolbar and Escape comes back.
 */
import type { EditorLink } from '@plinth/api';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { RichTextEditorProps } from './index.ts';
import { LinkEditor } from './link-editor.tsx';
import { linkFromHref, splitAddresses } from './link-href.ts';
import { cleanPastedHtml } from './paste-cleanup.ts';
import { toRichTextDoc } from './rich-text-doc.ts';
import { richTextExtensions } from './rich-text-extensions.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import './controls.css';

/** The words a new link shows when no text was selected. */
export function linkText(link: EditorLink, pages: RichTextEditorProps['pages']): string {
  if (link.name) return link.name;
  switch (link.kind) {
    case 'email':
      return splitAddresses(link.email?.to ?? '')[0] ?? link.href.replace(/^mailto:/i, '').split('?')[0];
    case 'phone':
      return link.href.replace(/^tel:/i, '');
    case 'page':
      return pages.find((page) => page.url === link.href)?.title ?? link.href;
    case 'file':
      return decodeURIComponent(link.href.split('/').pop() ?? link.href);
    default:
      return link.href.replace(/^https?:\/\//i, '');
  }
}

interface LinkSession {
  value: EditorLink | null;
  existing: boolean;
  selected: string;
}

export function RichTextEditor({ value, onChange, label, pages }: RichTextEditorProps) {
  const labelId = useId();
  const toolbar = useRef<HTMLDivElement>(null);
  const emitted = useRef(JSON.stringify(value));
  const change = useRef(onChange);
  change.current = onChange;
  const [linking, setLinking] = useState<LinkSession | null>(null);
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

  // A value that is not our own echo (a restored version, an undo outside): show it.
  useEffect(() => {
    if (!editor) return;
    const incoming = JSON.stringify(value);
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    editor.commands.setContent(value as Parameters<Editor['commands']['setContent']>[0], { emitUpdate: false });
  }, [editor, value]);

  openLinkRef.current = () => {
    if (!editor) return;
    const inLink = editor.isActive('link');
    if (inLink) editor.commands.extendMarkRange('link');
    let { from, to } = editor.state.selection;
    // A selection made by word often takes a space at its ends: the link should not (nor eat it when renamed).
    const raw = editor.state.doc.textBetween(from, to, ' ');
    const lead = raw.length - raw.trimStart().length;
    const trail = raw.length - raw.trimEnd().length;
    if (raw.trim() && (lead || trail)) {
      from += lead;
      to -= trail;
      editor.commands.setTextSelection({ from, to });
    }
    const selected = editor.state.doc.textBetween(from, to, ' ');
    const attrs = editor.getAttributes('link') as { href?: string; target?: string | null };
    setLinking({
      value: inLink && attrs.href ? linkFromHref(attrs.href, pages, { name: selected, newWindow: attrs.target === '_blank' }) : { kind: 'web', href: '', name: selected, newWindow: false },
      existing: inLink,
      selected,
    });
  };

  const saveLink = (link: EditorLink) => {
    if (!editor || !linking) return;
    const mark = { type: 'link', attrs: { href: link.href, target: link.newWindow ? '_blank' : null } };
    const { from, to } = editor.state.selection;
    const chain = editor.chain().focus();
    if (from === to) chain.insertContent({ type: 'text', text: linkText(link, pages), marks: [mark] });
    else if (link.name && link.name !== linking.selected) chain.insertContentAt({ from, to }, { type: 'text', text: link.name, marks: [mark] });
    else chain.setLink({ href: link.href, target: mark.attrs.target });
    chain.run();
    setLinking(null);
  };

  const removeLink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinking(null);
  };

  return (
    <div className="rte">
      <span id={labelId} className="field__label rte__label">
        {label}
      </span>
      <RichTextToolbar editor={editor} label={label} openLink={() => openLinkRef.current()} toolbarRef={toolbar} />
      {/* Until the editor exists (it is made after the first paint) an empty box keeps the place; only the real editor is a textbox. */}
      {editor ? <EditorContent editor={editor} className="rte-frame" /> : <div className="rte-frame rte-area" aria-hidden="true" />}
      <p id={`${labelId}-keys`} className="field__hint rte__keys">Ctrl+K adds a link; Alt+F10 goes to the toolbar, Escape comes back.</p>
      <LinkEditor
        open={linking !== null}
        value={linking?.value ?? null}
        pages={pages}
        onSave={saveLink}
        onRemove={linking?.existing ? removeLink : undefined}
        onClose={() => {
          setLinking(null);
          editor?.commands.focus();
        }}
      />
    </div>
  );
}

