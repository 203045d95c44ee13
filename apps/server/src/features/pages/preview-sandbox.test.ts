import { describe, expect, it } from 'vitest';
import { PREVIEW_COOKIE_SHIM, withPreviewScript } from './preview-sandbox.ts';

describe('withPreviewScript', () => {
  it('puts the cookie shim first in the head, before any of the page own scripts, and the scroll script before </body>', () => {
    const html = '<!doctype html><html><head lang="en"><script type="module" src="/a.js"></script></head><body><p>x</p></body></html>';
    const out = withPreviewScript(html, 'https://shop.example');
    expect(out.indexOf(PREVIEW_COOKIE_SHIM)).toBe(out.indexOf('<head lang="en">') + '<head lang="en">'.length);
    expect(out.indexOf(PREVIEW_COOKIE_SHIM)).toBeLessThan(out.indexOf('/a.js'));
    expect(out).toMatch(/plinth-preview:scrolled[\s\S]*<\/script><\/body>/);
  });

  it('makes a sandboxed document read an empty cookie jar instead of throwing', () => {
    const shim = PREVIEW_COOKIE_SHIM.replace(/^<script>|<\/script>$/g, '');
    const sandboxed = {
      get cookie(): string {
        throw new Error("SecurityError: Failed to read the 'cookie' property from 'Document'");
      },
    };
    new Function('document', shim)(sandboxed);
    expect(sandboxed.cookie).toBe('');
    sandboxed.cookie = 'a=1';
    expect(sandboxed.cookie).toBe('');
  });
});
