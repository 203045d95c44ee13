import type { EditorBlock, EditorDocument } from '@plinth/api';
import { sanitiseContributorHtml } from '../../infra/html/contributor-html.ts';

/*
 * The one block kind whose content runs on the page is the code block shown as part of the page
 * (`display: 'render'`). For a contributor without `content:unfiltered-html` (issue 36;
 * docs/owner-api.md "HTML and scripts") its HTML is sanitised and its JavaScript removed when the
 * document is saved, published or restored; CSS and code shown for visitors to read are inert and
 * stay as written.
 */

function cleanBlock(block: EditorBlock): EditorBlock {
  if (block.type !== 'code' || block.display !== 'render') return block;
  if (block.language === 'html') return { ...block, source: sanitiseContributorHtml(block.source) };
  if (block.language === 'javascript') return { ...block, source: '' };
  return block;
}

/**
 * The document as a contributor without the permission may store it.
 * @example withoutContributorScripts(doc) // a JavaScript code block that runs comes back with source ''
 */
export function withoutContributorScripts(document: EditorDocument): EditorDocument {
  return { ...document, sections: document.sections.map((section) => ({ ...section, blocks: section.blocks.map(cleanBlock) })) };
}
