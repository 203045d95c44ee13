/**
 * The culprit of a metric, from its entries (issue 13: the LCP element and its resource, the
 * largest layout shift's target, the slowest interaction's target), as the `attribution` of its
 * record. Read from the standard web-vitals build's entries: its attribution build would cost
 * 2 kB more, and this script and web-vitals must fit in 4 kB gzip (scripts/report-size.ts).
 */

/** A short CSS selector of an element: up to three levels, each its tag with its id or first class, stopping at an id. */
export function selectorOf(node: any): string | undefined {
  let selector = '';
  for (let level = 0; node?.nodeType === 1 && level < 3; level++, node = node.id ? null : node.parentElement) {
    selector = node.localName + (node.id ? `#${node.id}` : node.classList[0] ? `.${node.classList[0]}` : '') + (selector && `>${selector}`);
  }
  return selector || undefined;
}

/**
 * The culprit in a metric's entries: the largest shift (CLS, by value) or else the first entry —
 * the LCP entry (its element and resource; the server cuts the resource's query), the slowest
 * interaction's or the first input's event (its target).
 */
export function attributionOf(entries: readonly any[]): { target?: string; resource?: string } {
  const top = entries.reduce((a, b) => (b.value > a.value ? b : a), entries[0]);
  return { target: selectorOf(top?.element ?? top?.target ?? top?.sources?.find((source: any) => source.node)?.node), resource: top?.url };
}
