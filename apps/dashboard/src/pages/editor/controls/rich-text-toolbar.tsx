/**
 * The rich-text toolbar (platform.md §2 "Rich-text toolbar"): one `role="toolbar"` stop in the Tab
 * order, the arrow keys, Home and End move between its buttons (roving focus), Escape goes back to
 * the text. Every button says what it does (aria-label, and a tooltip with its shortcut) and
 * whether it is on (aria-pressed). A click keeps the text's selection (the button never takes focus
 * from the text); a key press keeps focus in the toolbar, so several formats can be set in a row.
 */
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ICONS } from './rich-text-icons.tsx';
import { rovingTarget } from './roving.ts';

type Align = 'left' | 'center' | 'right' | 'justify';

interface Tool {
  id: string;
  label: string;
  /** Shown in the tooltip. */
  keys?: string;
  icon: ReactNode;
  active(editor: Editor): boolean;
  run(editor: Editor): void;
  /** Opens a dialog rather than toggling. */
  dialog?: boolean;
  /** A separator goes before this tool. */
  group?: boolean;
  /** Its picture is text ('H1'): the name starts with it, so speech users can say what they see. */
  textIcon?: boolean;
}

const heading = (level: 1 | 2 | 3 | 4): Tool => ({
  id: `h${level}`,
  label: `Heading ${level}`,
  keys: `Ctrl+Alt+${level}`,
  icon: <span className="rte-glyph">{`H${level}`}</span>,
  textIcon: true,
  active: (e) => e.isActive('heading', { level }),
  run: (e) => e.chain().setHeading({ level }).run(),
});

const align = (value: Align, label: string, keys: string): Tool => ({
  id: `align-${value}`,
  label,
  keys,
  icon: ICONS[`align-${value}`],
  // No alignment is left alignment.
  active: (e) => (value === 'left' ? !['center', 'right', 'justify'].some((a) => e.isActive({ textAlign: a })) : e.isActive({ textAlign: value })),
  run: (e) => (value === 'left' ? e.chain().unsetTextAlign().run() : e.chain().setTextAlign(value).run()),
  group: value === 'left',
});

/** The toolbar's buttons, in order. `link` is filled in by the editor (it opens the link editor). */
export function toolsWith(openLink: () => void): Tool[] {
  return [
    { id: 'paragraph', label: 'Paragraph', keys: 'Ctrl+Alt+0', icon: <span className="rte-glyph" aria-hidden="true">¶</span>, active: (e) => e.isActive('paragraph') && !e.isActive('bulletList') && !e.isActive('orderedList') && !e.isActive('blockquote'), run: (e) => e.chain().setParagraph().run() },
    heading(1),
    heading(2),
    heading(3),
    heading(4),
    { id: 'bold', label: 'Bold', keys: 'Ctrl+B', icon: <b className="rte-glyph" aria-hidden="true">B</b>, active: (e) => e.isActive('bold'), run: (e) => e.chain().toggleBold().run(), group: true },
    { id: 'italic', label: 'Italic', keys: 'Ctrl+I', icon: <i className="rte-glyph rte-glyph--serif" aria-hidden="true">I</i>, active: (e) => e.isActive('italic'), run: (e) => e.chain().toggleItalic().run() },
    { id: 'underline', label: 'Underline', keys: 'Ctrl+U', icon: <u className="rte-glyph" aria-hidden="true">U</u>, active: (e) => e.isActive('underline'), run: (e) => e.chain().toggleUnderline().run() },
    { id: 'strike', label: 'Strikethrough', keys: 'Ctrl+Shift+S', icon: <s className="rte-glyph" aria-hidden="true">S</s>, active: (e) => e.isActive('strike'), run: (e) => e.chain().toggleStrike().run() },
    { id: 'bullets', label: 'Bulleted list', keys: 'Ctrl+Shift+8', icon: ICONS.bullets, active: (e) => e.isActive('bulletList'), run: (e) => e.chain().toggleBulletList().run(), group: true },
    { id: 'numbers', label: 'Numbered list', keys: 'Ctrl+Shift+7', icon: ICONS.numbers, active: (e) => e.isActive('orderedList'), run: (e) => e.chain().toggleOrderedList().run() },
    { id: 'quote', label: 'Quote', keys: 'Ctrl+Shift+B', icon: ICONS.quote, active: (e) => e.isActive('blockquote'), run: (e) => e.chain().toggleBlockquote().run() },
    align('left', 'Align left', 'Ctrl+Shift+L'),
    align('center', 'Align center', 'Ctrl+Shift+E'),
    align('right', 'Align right', 'Ctrl+Shift+R'),
    align('justify', 'Justify', 'Ctrl+Shift+J'),
    { id: 'link', label: 'Link', keys: 'Ctrl+K', icon: ICONS.link, active: (e) => e.isActive('link'), run: () => openLink(), dialog: true, group: true },
    {
      id: 'clear',
      label: 'Clear formatting',
      icon: ICONS.clear,
      active: () => false,
      run: (e) => e.chain().unsetAllMarks().clearNodes().unsetTextAlign().run(),
    },
  ];
}

export interface RichTextToolbarProps {
  editor: Editor | null;
  /** The text's name, for the toolbar's own: 'Text formatting'. */
  label: string;
  openLink(): void;
  /** Lets the editor move focus into the toolbar (Alt+F10). */
  toolbarRef?: React.Ref<HTMLDivElement>;
}

export function RichTextToolbar({ editor, label, openLink, toolbarRef }: RichTextToolbarProps) {
  const tools = toolsWith(openLink);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const pressed = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? tools.map((tool) => tool.active(e)) : tools.map(() => false)),
    equalityFn: (a, b) => !!b && a.length === b.length && a.every((v, i) => v === b[i]),
  }) ?? tools.map(() => false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      editor?.commands.focus();
      return;
    }
    const next = rovingTarget(event.key, current, tools.length);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div ref={toolbarRef} role="toolbar" aria-label={`${label} formatting`} className="rte-toolbar" onKeyDown={onKeyDown}>
      {tools.map((tool, i) => (
        <span key={tool.id} className="rte-toolbar__slot">
          {tool.group && <span className="rte-toolbar__separator" aria-hidden="true" />}
          <button
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            className="rte-button"
            tabIndex={i === current ? 0 : -1}
            aria-label={tool.textIcon ? undefined : tool.label}
            title={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}
            aria-pressed={tool.id === 'clear' ? undefined : pressed[i]}
            aria-haspopup={tool.dialog ? 'dialog' : undefined}
            disabled={!editor}
            onFocus={() => setCurrent(i)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.icon}
            {tool.textIcon && <span className="visually-hidden">{`, ${tool.label}`}</span>}
          </button>
        </span>
      ))}
    </div>
  );
}
