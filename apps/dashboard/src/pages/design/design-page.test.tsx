import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import pages from './pages.ts';
import { DesignCard, type Design } from './design-card.tsx';
import { cssOf } from './design-settings-page.tsx';

const noop = () => {};
const MARKET: Design = { id: 'market', name: 'Market', description: 'Shop first.', active: false, previewUrl: '/?design=market', previewImage: null, settings: 4 };

describe('Design page', () => {
  it('is declared at /design in the sidebar after Tags & categories, and a design’s settings at /design/:id, for anyone who reads content', () => {
    expect(pages).toEqual([
      expect.objectContaining({ name: 'design', path: '/design', title: 'Design', permission: 'content:read', sidebar: 51.5 }),
      expect.objectContaining({ name: 'design-settings', path: '/design/:id', permission: 'content:read' }),
    ]);
    expect(pages[1]).not.toHaveProperty('sidebar');
  });

  it('shows a design with its live thumbnail (no focus, no scripts), Preview in a new tab, Settings and Use this design', () => {
    const html = renderToString(<DesignCard design={MARKET} mayWrite busy={false} disabled={false} onUse={noop} />);
    expect(html).toContain('<div class="design-card__thumb" inert="">');
    expect(html).toContain('src="/?design=market"');
    expect(html).toContain('sandbox="allow-same-origin"');
    expect(html).toContain('tabindex="-1"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('Preview<span class="visually-hidden"> <!-- -->Market<!-- --> (opens in a new tab)</span>');
    expect(html).toContain('href="/config/design/market"');
    expect(html).toContain('>Use this design</button>');
  });

  it('marks the design in use and offers no switch to it, nor any to a role that may not write', () => {
    const active = renderToString(<DesignCard design={{ ...MARKET, active: true }} mayWrite busy={false} disabled={false} onUse={noop} />);
    expect(active).toContain('In use');
    expect(active).not.toContain('Use this design');
    const reader = renderToString(<DesignCard design={{ ...MARKET, settings: 0 }} mayWrite={false} busy={false} disabled={false} onUse={noop} />);
    expect(reader).not.toContain('Use this design');
    expect(reader).not.toContain('Settings');
  });

  it('lays on the chosen options’ CSS in the design’s order, as the server does', () => {
    const state = {
      design: 'market',
      revision: 0,
      unpublishedChanges: false,
      previewUrl: '/?design=market&design-draft',
      tweaks: [
        { id: 'a', label: 'A', draft: 'x', published: 'x', options: [{ value: 'x', label: 'X', css: '' }, { value: 'y', label: 'Y', css: '.a{}' }] },
        { id: 'b', label: 'B', draft: 'x', published: 'x', options: [{ value: 'x', label: 'X', css: '' }, { value: 'y', label: 'Y', css: '.b{}' }] },
      ],
    };
    expect(cssOf(state, { b: 'y', a: 'y' })).toBe('.a{}.b{}');
    expect(cssOf(state, { a: 'x', b: 'nonsense' })).toBe('');
  });
});
