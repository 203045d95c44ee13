import type { EditorDocument, EditorTargetKind } from '@plinth/api';

/** What a path resolves to: the template, its context and the status. */
export interface ResolvedPage {
  /** 403: the member-area access-denied page; others from page extensions (infra/page-extensions.ts). */
  status: 200 | 401 | 403 | 404 | 500;
  template: string;
  title: string;
  description: string;
  context: Record<string, unknown>;
  /** Visitor-specific (an order, a query choice): never cached. */
  private?: boolean;
  /** Extra tags for the head (an extension page's own). */
  headTags?: string;
  /** The editor's social image (its asset URL): the renderer writes it as an absolute og:image. */
  socialImage?: string;
}

/** The editor's preview: this page, post or product is shown with this document (its draft) even while visitors cannot see it yet. */
export interface PagePreview {
  kind: EditorTargetKind;
  id: string;
  collectionId: string;
  document: EditorDocument | null;
}
