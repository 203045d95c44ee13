import { describe, expect, it } from 'vitest';
import { attributionOf, selectorOf } from './records.ts';

const element = (localName: string, id = '', classes: string[] = [], parentElement: unknown = null) => ({ nodeType: 1, localName, id, classList: classes, parentElement });

describe('performance attribution', () => {
  it('names an element by a short selector: three levels at most, stopping at an id', () => {
    const main = element('main', 'content');
    expect(selectorOf(element('img', '', ['hero', 'wide'], element('div', '', [], main)))).toBe('main#content>div>img.hero');
    expect(selectorOf(element('a', '', [], element('li', '', [], element('ul', '', [], element('nav')))))).toBe('ul>li>a');
    expect(selectorOf(element('button', 'buy', [], element('form')))).toBe('button#buy');
    expect(selectorOf(null)).toBeUndefined();
    expect(selectorOf({ nodeType: 3 })).toBeUndefined();
  });

  it('blames the LCP element and its resource', () => {
    expect(attributionOf([{ element: element('img', '', ['hero']), url: 'https://shop.example/hero.jpg?w=1500' }])).toEqual({ target: 'img.hero', resource: 'https://shop.example/hero.jpg?w=1500' });
  });

  it('blames the largest layout shift by its first node still in the page', () => {
    const shifts = [
      { value: 0.02, sources: [{ node: element('p') }] },
      { value: 0.2, sources: [{ node: null }, { node: element('div', '', ['banner']) }] },
      { value: 0.05, sources: [{ node: element('footer') }] },
    ];
    expect(attributionOf(shifts)).toEqual({ target: 'div.banner', resource: undefined });
  });

  it("blames an interaction's target, and nothing when there is no entry", () => {
    expect(attributionOf([{ duration: 320, target: element('button', 'add-to-cart') }])).toEqual({ target: 'button#add-to-cart', resource: undefined });
    expect(attributionOf([])).toEqual({ target: undefined, resource: undefined });
  });
});
