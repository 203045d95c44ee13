/**
 * The editor's rich controls (issue 15; platform.md §2 "Link editor", "Code editor", "Chart data
 * editor", "Rich-text toolbar"). The editor screens import only this file. The props below are the
 * contract between the controls and the editor screens.
 */
import type { ChartDataset, EditorLink, RichTextNode } from '@plinth/api';
import { createElement, type ComponentType } from 'react';

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

// Placeholders until the controls land (helper B2 replaces this section).
const placeholder = (name: string): ComponentType<never> => () => createElement('p', null, `${name} is coming.`);
export const RichTextEditor = placeholder('The rich-text editor') as unknown as ComponentType<RichTextEditorProps>;
export const LinkEditor = placeholder('The link editor') as unknown as ComponentType<LinkEditorProps>;
export const CodeEditor = placeholder('The code editor') as unknown as ComponentType<CodeEditorProps>;
export const ChartDataEditor = placeholder('The chart data editor') as unknown as ComponentType<ChartDataEditorProps>;
/** A page's seeded HTML as a rich-text doc (for a page that has never been edited). */
export function htmlToRichText(_html: string): RichTextNode {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}
