/*
 * What the recorder masks (storefront.md §9, platform.md §4): every input's text and every form
 * value always (`maskAllInputs`; the server masks them again), and the text of elements marked
 * `data-plinth-mask` or matched by the owner's selectors, unless the element is inside one marked
 * `data-plinth-unmask` or matched by the owner's unmask selectors. Unmasking never reaches inputs.
 */

export const MASK_ATTRIBUTE_SELECTOR = '[data-plinth-mask]';
export const UNMASK_ATTRIBUTE_SELECTOR = '[data-plinth-unmask]';

/** The owner's selectors that the browser can use (an invalid one would stop the recorder: it is left out). */
export function usableSelectors(selectors: readonly string[], doc: Pick<Document, 'querySelector'>): string[] {
  return selectors.filter((selector) => {
    try {
      doc.querySelector(selector);
      return true;
    } catch {
      return false;
    }
  });
}

/** `'Ada'` → `'***'` (spaces kept, so the layout replays as it was). */
export const maskText = (text: string): string => text.replace(/\S/g, '*');

/** The recorder's masking options for the owner's selectors. */
export function maskingOptions(maskSelectors: readonly string[], unmaskSelectors: readonly string[], doc: Pick<Document, 'querySelector'>) {
  const mask = [MASK_ATTRIBUTE_SELECTOR, ...usableSelectors(maskSelectors, doc)].join(',');
  const unmask = [UNMASK_ATTRIBUTE_SELECTOR, ...usableSelectors(unmaskSelectors, doc)].join(',');
  return {
    maskAllInputs: true,
    maskTextSelector: mask,
    /** Called for text the selector masks: kept when an unmasked element is nearer than the masked one. */
    maskTextFn: (text: string, element: HTMLElement | null) => {
      const unmasked = element?.closest(unmask);
      const masked = element?.closest(mask);
      return unmasked && (!masked || masked.contains(unmasked)) ? text : maskText(text);
    },
    /** Every input value, whatever the page marks. */
    maskInputFn: (text: string) => '*'.repeat(text.length),
  };
}
