/**
 * The editor's rich controls (issue 15; platform.md §2 "Link editor", "Code editor", "Chart data
 * editor", "Rich-text toolbar"). The editor screens import only this file. The props below are the
 * contract between the controls and the editor screens.
 */
import type { ChartDataset, EditorLink, RichTextNode } from '@plinth/api';

/** A page of the site the link editor offers under "Page". */
export interface PageChoice {
  title: string;
  url: string;
}

export interface RichTextEditorProps {
  /** A `doc` node. */
  value: RichTextNode;
  onChange(doc: RichTextNode): void;
  /** The accessible name of the editing area, e.g. 'Text'. */
  label: string;
  pages: PageChoice[];
}

export interface LinkEditorProps {
  /** The dialog shows while true. */
  open: boolean;
  /** The link being edited; null for a new one. */
  value: EditorLink | null;
  pages: PageChoice[];
  onSave(link: EditorLink): void;
  /** Offered when editing an existing link. */
  onRemove?(): void;
  onClose(): void;
}

export interface CodeEditorProps {
  language: 'html' | 'css' | 'javascript';
  value: string;
  onChange(source: string): void;
  label: string;
}

export interface ChartDataEditorProps {
  value: ChartDataset;
  onChange(data: ChartDataset): void;
}

export { ChartDataEditor } from './chart-data-editor.tsx';
/** CodeMirror itself loads on first use (code-mirror.ts, its own chunk). */
export { CodeEditor } from './code-editor.tsx';
/** A page's seeded HTML as a rich-text doc (for a page that has never been edited). */
export { htmlToRichText } from './html-to-rich-text.ts';
export { LinkEditor } from './link-editor.tsx';
export { RichTextEditor } from './rich-text-editor.tsx';
