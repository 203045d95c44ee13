import type { EditorBlock } from '@plinth/api';
import type { BlockPlace, BlockSources } from './block-sources.ts';
import { chartContext } from './chart-svg.ts';
import { mapUrl } from './embeds.ts';
import { audioContext, imageContext, linkOf, videoContext } from './media-blocks.ts';
import { richTextHtml } from './rich-text.ts';

/*
 * One block of the page document made ready for its theme partial (`block-<type>.block`): every key
 * a partial reads is present (null, '' or false when unset), so a JSON-T lookup never walks out of
 * the block into the page's context. A block whose content is gone comes back as null.
 */

function codeContext(block: Extract<EditorBlock, { type: 'code' }>) {
  const render = block.display === 'render';
  return {
    language: block.language,
    isSource: !render,
    isHtml: render && block.language === 'html',
    // The owner's style or script must not end its element early (no other escaping: it is theirs).
    isCss: render && block.language === 'css',
    isJs: render && block.language === 'javascript',
    source: render && block.language === 'css' ? block.source.replace(/<\/style/gi, '<\\/style') : render && block.language === 'javascript' ? block.source.replace(/<\/script/gi, '<\\/script') : block.source,
  };
}

function mapContext(block: Extract<EditorBlock, { type: 'map' }>) {
  const lines = [block.addressLine1, block.addressLine2, block.addressCountry].map((line) => line.trim()).filter(Boolean);
  const url = mapUrl({ lat: block.mapLat, lng: block.mapLng, zoom: block.zoom, address: lines.join(', ') });
  return url ? { lines, url, place: lines[0] ?? 'this place' } : null;
}

function summaryContext(block: Extract<EditorBlock, { type: 'summary' }>, sources: BlockSources) {
  const summary = sources.summaries.get(block.id);
  if (!summary) return null;
  const isProducts = summary.collection.type === 'products';
  return {
    title: summary.collection.title,
    fullUrl: summary.collection.fullUrl,
    isProducts,
    isGrid: block.design === 'grid',
    items: summary.items.slice(0, block.limit),
  };
}

/** The partial's context of one block, or null when there is nothing left to show. */
export function blockContext(block: EditorBlock, sources: BlockSources, place: BlockPlace): Record<string, unknown> | null {
  const fields = blockFields(block, sources, place);
  return fields ? { id: block.id, type: block.type, ...fields } : null;
}

function blockFields(block: EditorBlock, sources: BlockSources, place: BlockPlace): Record<string, unknown> | null {
  switch (block.type) {
    case 'text': {
      const html = richTextHtml(block.content);
      return html ? { html } : null;
    }
    case 'heading':
      return { text: block.text, level: block.level, align: block.align };
    case 'image':
      return imageContext(block, sources, place);
    case 'button': {
      const link = linkOf(block.link);
      return link ? { label: block.label, ...link, style: block.style, align: block.align } : null;
    }
    case 'quote':
      return { text: block.text, source: block.source.trim() };
    case 'line':
      return {};
    case 'spacer':
      return { height: block.height };
    case 'code':
      return block.source.trim() ? codeContext(block) : null;
    case 'chart':
      return { chart: chartContext(block.id, block.kind, block.title, block.data) };
    case 'form': {
      const form = sources.forms.get(block.formId);
      return form ? { form } : null;
    }
    case 'newsletter':
      return sources.newsletterForm
        ? { form: sources.newsletterForm, newsletterTitle: block.title.trim(), newsletterDescription: block.description.trim(), newsletterButtonLabel: block.buttonLabel.trim() }
        : null;
    case 'product': {
      const card = sources.productCards.get(block.productId);
      return card ? { cards: [card] } : null;
    }
    case 'summary':
      return summaryContext(block, sources);
    case 'video':
      return videoContext(block, sources);
    case 'audio':
      return audioContext(block, sources);
    case 'map':
      return mapContext(block);
    case 'gallery': {
      const gallery = sources.galleries.get(block.galleryId);
      return gallery && gallery.items.length > 0 ? { gallery, withStyles: !place.galleryBefore } : null;
    }
    default:
      return null;
  }
}
