import { describe, expect, it } from 'vitest';
import { maskingOptions, maskText, usableSelectors } from './masking.ts';

/** An element whose `closest` answers from a fixed ancestry (nearest first), as the DOM would. */
function element(ancestry: Array<{ matches: (selector: string) => boolean }>) {
  const chain = ancestry.map((node, index) => ({ ...node, contains: (other: unknown) => chain.indexOf(other as never) <= index }));
  return { closest: (selector: string) => chain.find((node) => node.matches(selector)) ?? null } as unknown as HTMLElement;
}

const doc = { querySelector: (selector: string) => { if (selector.includes('[[')) throw new SyntaxError('bad'); return null; } };

describe('maskingOptions', () => {
  it('masks every input, and the text of marked elements and the owner\'s selectors', () => {
    const options = maskingOptions(['.price'], [], doc);
    expect(options.maskAllInputs).toBe(true);
    expect(options.maskTextSelector).toBe('[data-plinth-mask],.price');
    expect(options.maskInputFn('4242 4242')).toBe('*********');
    expect(options.maskTextFn('Ada Lovelace', element([{ matches: (s) => s.includes('data-plinth-mask') }]))).toBe('*** ********');
  });

  it('keeps text whose nearest marked ancestor is an unmasked one', () => {
    const options = maskingOptions([], ['.title'], doc);
    const unmaskedInsideMasked = element([{ matches: (s) => s.includes('.title') }, { matches: (s) => s.includes('data-plinth-mask') }]);
    const maskedInsideUnmasked = element([{ matches: (s) => s.includes('data-plinth-mask') }, { matches: (s) => s.includes('.title') }]);
    expect(options.maskTextFn('Linen shirt', unmaskedInsideMasked)).toBe('Linen shirt');
    expect(options.maskTextFn('Linen shirt', maskedInsideUnmasked)).toBe('***** *****');
  });

  it('drops selectors the browser cannot parse', () => {
    expect(usableSelectors(['.ok', 'a[[b', '#x'], doc)).toEqual(['.ok', '#x']);
    expect(maskText(' a b ')).toBe(' * * ');
  });
});
