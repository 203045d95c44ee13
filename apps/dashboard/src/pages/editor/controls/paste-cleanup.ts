/**
 * Pasted HTML made readable for the editor's schema before it is parsed. Most junk needs nothing
 * (the schema has no place for styles, classes, spans or images); this handles what the schema
 * would get wrong:
 * - Word's lists are paragraphs (`mso-list: l0 level2`) with a typed bullet or number in a
 *   `mso-list: Ignore` span: they become real nested <ul>/<ol> lists, without the typed marker.
 * - Conditional comments, <style>, <script>, <meta>, Office <o:p> and <xml> blocks go.
 * - A link's text loses the underline and colour a word processor paints on it (else every pasted
 *   link would also be underlined text).
 * Runs in the browser (DOMParser); without a DOM the HTML passes unchanged.
 */

const JUNK = 'script, style, meta, link, title, xml, template, iframe, object, embed, o\\:p';
/** A marker Word types before a numbered item: 1. 1) a. iv. A) */
const ORDERED_MARKER = /^\(?([0-9]+|[a-z]|[ivxlcdm]+)[.)]$/i;

interface WordItem {
  element: HTMLElement;
  /** Word's list id (l0, l1…): a new id starts a new list. */
  list: string;
  level: number;
  ordered: boolean;
}

/** Word's list paragraph: its level and kind, the typed marker removed; null for any other element. */
function wordItem(element: Element): WordItem | null {
  if (!(element instanceof HTMLElement) || element.tagName !== 'P') return null;
  const style = element.getAttribute('style') ?? '';
  const listStyle = /mso-list:\s*([^;"']+)/i.exec(style)?.[1] ?? '';
  if (!/level\d/i.test(listStyle) && !/^MsoListParagraph/i.test(element.className)) return null;
  const level = Number(/level(\d+)/i.exec(listStyle)?.[1] ?? 1);
  let marker = '';
  for (const ignored of Array.from(element.querySelectorAll('[style*="mso-list"]'))) {
    if (!/mso-list:\s*ignore/i.test(ignored.getAttribute('style') ?? '')) continue;
    marker += ignored.textContent ?? '';
    ignored.remove();
  }
  return { element, list: /\b(l\d+)\b/i.exec(listStyle)?.[1] ?? '', level: Math.max(1, Math.min(level, 6)), ordered: ORDERED_MARKER.test(marker.replace(/[\s\u00a0]+/g, '')) };
}

/** Replaces a run of Word list paragraphs with nested lists. */
function buildLists(document: Document, run: WordItem[]): void {
  const first = run[0].element;
  const stack: { list: HTMLElement; level: number }[] = [];
  let top: HTMLElement | null = null;
  for (const item of run) {
    while (stack.length && stack[stack.length - 1].level > item.level) stack.pop();
    let current = stack[stack.length - 1];
    if (!current || current.level < item.level) {
      const list = document.createElement(item.ordered ? 'ol' : 'ul');
      const parentItem = current?.list.lastElementChild;
      if (parentItem) parentItem.appendChild(list);
      else if (!top) top = list;
      else top.appendChild(list);
      current = { list, level: item.level };
      stack.push(current);
    }
    const li = document.createElement('li');
    const p = document.createElement('p');
    p.append(...Array.from(item.element.childNodes));
    li.appendChild(p);
    current.list.appendChild(li);
  }
  if (top) first.before(top);
  for (const item of run) item.element.remove();
}

export function cleanPastedHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const document = new DOMParser().parseFromString(html, 'text/html');
  const body = document.body;
  // Conditional comments (<!--[if !supportLists]-->) and all other comments.
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const junk of Array.from(body.querySelectorAll(JUNK))) junk.remove();
  for (const span of Array.from(body.querySelectorAll('a [style]'))) (span as HTMLElement).style.removeProperty('text-decoration');

  // Word list paragraphs, in runs of siblings.
  const paragraphs = Array.from(body.querySelectorAll('p'));
  let run: WordItem[] = [];
  const flush = () => {
    if (run.length) buildLists(document, run);
    run = [];
  };
  for (const p of paragraphs) {
    const item = wordItem(p);
    if (!item) {
      flush();
      continue;
    }
    const previous = run[run.length - 1]?.element;
    if (previous && (previous.nextElementSibling !== p || run[run.length - 1].list !== item.list)) flush();
    run.push(item);
  }
  flush();
  return body.innerHTML;
}
