import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine } from '@plinth/template';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_DIR } from '../../app.ts';
import { loadTheme } from '../theme.ts';
import { loadDesign, loadDesigns } from './designs.ts';

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
    expect(designs.list.map((design) => design.id)).toEqual(['default', 'journal', 'market']);
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
});
