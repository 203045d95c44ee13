import { describe, expect, it } from 'vitest';
import { fitFrame } from './device-view.tsx';
import { isUnsafeAttribute, SURFACE_SANDBOX } from './surface-html.ts';

describe('the editing surface', () => {
  it('runs nothing: its frame may be read by the editor, never run scripts, submit forms or navigate the editor', () => {
    expect(SURFACE_SANDBOX.split(' ')).toEqual(['allow-same-origin']);
  });

  it('drops event handlers and addresses that would run script, and keeps the rest', () => {
    expect(isUnsafeAttribute('onerror', 'alert(1)')).toBe(true);
    expect(isUnsafeAttribute('ONCLICK', 'x')).toBe(true);
    expect(isUnsafeAttribute('href', 'javascript:alert(1)')).toBe(true);
    expect(isUnsafeAttribute('href', ' java\tscript:alert(1)')).toBe(true);
    expect(isUnsafeAttribute('src', 'data:text/html,<script>')).toBe(true);
    expect(isUnsafeAttribute('formaction', '/x')).toBe(true);
    expect(isUnsafeAttribute('srcdoc', '<p>')).toBe(true);
    expect(isUnsafeAttribute('href', '/about')).toBe(false);
    expect(isUnsafeAttribute('src', 'data:image/png;base64,AAAA')).toBe(false);
    expect(isUnsafeAttribute('class', 'javascript:')).toBe(false);
  });

  it('draws a device wider than the column at its width, scaled to fit; a narrower one as it is; desktop fills the column', () => {
    expect(fitFrame(null, { width: 700, height: 600 })).toEqual({ width: '100%', height: '600px' });
    expect(fitFrame(390, { width: 700, height: 600 })).toEqual({ width: '390px', height: '600px' });
    const tablet = fitFrame(768, { width: 384, height: 600 });
    expect(tablet).toMatchObject({ width: '768px', height: '1200px', transform: 'scale(0.5)' });
  });
});
