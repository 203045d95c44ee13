import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine } from '@plinth/template';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_DIR } from '../../app.ts';
import { loadTheme } from '../theme.ts';
import { loadDesign, loadDesigns, tweakCss, tweakValues } from './designs.ts';

/* The designs beside the default theme: each complete (what it does not ship comes from the default), compiled without errors. */

// The features' formatters (widgets, pill cart…) are the app's: here an unknown formatter is not an error
// (features/themes/designs.test.ts builds the whole app, which refuses one).
const core = createEngine();
const engine = {
  compile(source: string) {
    const result = core.compile(source);
    return { ...result, errors: result.errors.filter((error) => !/Formatter '.*' is unknown/.test(error.message)) };
  },
};
const base = loadTheme(DEFAULT_THEME_DIR, engine);

describe('designs', () => {
  it('lists the default first, then every themes/* folder with a design.json, each with every template, partial and e-mail of the default', () => {
    const designs = loadDesigns(base, DEFAULT_THEME_DIR, DEFAULT_THEME_DIR, engine);
    expect(designs.list.map((design) => design.id)).toEqual(['default', 'journal', 'market', 'portfolio']);
    expect(designs.theme('default')).toBe(base);
    for (const { id } of designs.list) {
      const theme = designs.theme(id)!;
      expect(theme.errors, id).toEqual([]);
      expect([...theme.templates.keys()].sort(), id).toEqual([...base.templates.keys()].sort());
      expect([...theme.emails.keys()].sort(), id).toEqual([...base.emails.keys()].sort());
      expect(Object.keys(theme.partials).sort(), id).toEqual(Object.keys(base.partials).sort());
      expect(theme.css.startsWith(base.css), id).toBe(true);
    }
    expect(designs.theme('market')!.layout).not.toBe(base.layout);
    expect(designs.theme('market')!.templates.get('cart')).toBe(base.templates.get('cart')); // taken from the default
    expect(designs.theme('nope')).toBeUndefined();
  });

  it('with another theme (PLINTH_THEME) offers that one design only', () => {
    const designs = loadDesigns(base, '/somewhere/else', DEFAULT_THEME_DIR, engine);
    expect(designs.list.map((design) => design.id)).toEqual(['default']);
    expect(designs.theme('market')).toBeUndefined();
  });

  it('reports a design’s template errors by file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plinth-design-'));
    mkdirSync(join(dir, 'templates'));
    writeFileSync(join(dir, 'templates', 'page.jsont'), '{.section collection}never closed');
    const theme = loadDesign(dir, base, engine);
    expect(theme.errors.map((error) => error.file)).toEqual([join('templates', 'page.jsont')]);
    expect(theme.layout).toBe(base.layout);
  });

  it('reads a design’s settings (tweaks): unknown or missing values are the first choice, each choice adds its CSS', () => {
    const designs = loadDesigns(base, DEFAULT_THEME_DIR, DEFAULT_THEME_DIR, engine);
    const market = designs.list.find((design) => design.id === 'market')!;
    expect(tweakValues(market, { columns: '5', cards: 'nonsense', other: 'x' })).toEqual({ columns: '5', cards: 'ruled', search: 'field', capitals: 'capitals' });
    expect(tweakCss(market, tweakValues(market, undefined))).toBe('');
    expect(tweakCss(market, { columns: '3', search: 'link' })).toBe('@media (min-width:800px){.product-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}.market-search{display:none}.market-nav .site-nav__search{display:inline}');
  });

  it('refuses a design.json whose settings are malformed, naming the file', () => {
    const root = mkdtempSync(join(tmpdir(), 'plinth-designs-'));
    mkdirSync(join(root, 'default'));
    mkdirSync(join(root, 'odd'));
    const manifest = (tweaks: unknown) => writeFileSync(join(root, 'odd', 'design.json'), JSON.stringify({ name: 'Odd', description: 'Odd.', tweaks }));
    const load = () => loadDesigns(base, join(root, 'default'), join(root, 'default'), engine);
    manifest([{ id: 'one', label: 'One', options: [{ value: 'a', label: 'A', css: '' }] }]);
    expect(load).toThrow(`${join(root, 'odd', 'design.json')}: tweak one needs at least two options`);
    manifest([{ id: 'one', label: 'One', options: [{ value: 'a', label: 'A', css: '' }, { value: 'b', label: 'B', css: '</style><script>' }] }]);
    expect(load).toThrow('tweak one: option b needs its css (a string, no style tags)');
    manifest([{ id: 'One!', label: 'One', options: [] }]);
    expect(load).toThrow('tweak 1 needs an id of its own');
    manifest([{ id: 'one', label: 'One', options: [{ value: 'a', label: 'A', css: '' }, { value: 'b', label: 'B', css: 'p{margin:0}' }] }]);
    expect(load().list.map((design) => design.id)).toEqual(['default', 'odd']);
  });
});
