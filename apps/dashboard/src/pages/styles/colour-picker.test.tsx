import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hrefFor, matchRoute } from '../../router/routes.ts';
import { ColourPicker } from './colour-picker.tsx';
import { nearestWeight } from './font-picker.tsx';

const render = (value: Parameters<typeof ColourPicker>[0]['value']) =>
  renderToString(<ColourPicker label="Button" value={value} palette={['#1d1f22', '#ffffff']} onChange={() => {}} onClose={() => {}} />).replaceAll('<!-- -->', '');

describe('site styles in the dashboard', () => {
  it('lives at /config/styles', () => {
    expect(hrefFor('styles')).toBe('/config/styles');
    expect(matchRoute('/config/styles')?.route.name).toBe('styles');
  });

  it('names every part of the colour picker as the spec lists them, with the palette as swatches', () => {
    const html = render('#1f4d3a');
    for (const label of ['Color Map', '>Hex<', '>RGB<', '>HSL<', 'Opacity', 'Alpha', 'aria-label="Hue"', 'aria-label="Preset swatches"']) expect(html, label).toContain(label);
    expect(html).toContain('aria-label="Preset #ffffff"');
    // A hex colour opens on the Hex field; an HSL one on the HSL fields, in the spec's units.
    expect(html).toContain('value="#1f4d3a"');
    const hsl = render({ h: 210, s: 0.5, l: 0.4, a: 0.8 });
    for (const label of ['>Hue<', '>Saturation<', '>Lightness<', 'value="210"', 'value="0.5"', 'value="0.4"', 'value="80"']) expect(hsl, label).toContain(label);
  });

  it('keeps the weight a slot had when the new font has it, else the nearest (the lighter on a tie)', () => {
    expect(nearestWeight([400, 700], 700)).toBe(700);
    expect(nearestWeight([400], 700)).toBe(400);
    expect(nearestWeight([300, 500], 400)).toBe(300);
  });
});
