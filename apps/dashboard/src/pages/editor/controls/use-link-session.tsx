/**
 * The link editor of a Tiptap text (the settings panel's and the one typed in on the page): Ctrl+K
 * or the toolbar's Link button opens it on the selection (or the link the caret is in), Save puts
 * the link on the words (or new words when nothing was selected), Remove takes it off.
 */
import type { EditorLink } from '@plinth/api';
import type { Editor } from '@tiptap/core';
import { useRef, useState, type ReactNode } from 'react';
import type { PageChoice } from './index.ts';
import { LinkEditor } from './link-editor.tsx';
import { linkFromHref, splitAddresses } from './link-href.ts';

/** The words a new link shows when no text was selected. */
export function linkText(link: EditorLink, pages: PageChoice[]): string {
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

/** `open` starts editing the link at the selection; `dialog` is the link editor to draw. */
export function useLinkSession(editor: Editor | null, pages: PageChoice[]): { open(): void; dialog: ReactNode } {
  const [linking, setLinking] = useState<LinkSession | null>(null);
  const openRef = useRef<() => void>(() => {});

  openRef.current = () => {
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

  const save = (link: EditorLink) => {
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

  const remove = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinking(null);
  };

  return {
    open: () => openRef.current(),
    dialog: (
      <LinkEditor
        open={linking !== null}
        value={linking?.value ?? null}
        pages={pages}
        onSave={save}
        onRemove={linking?.existing ? remove : undefined}
        onClose={() => {
          setLinking(null);
          editor?.commands.focus();
        }}
      />
    ),
  };
}
