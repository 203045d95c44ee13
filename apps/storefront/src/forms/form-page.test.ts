import { describe, expect, it } from 'vitest';
import { formPage } from './form-page.ts';

describe('formPage', () => {
  it("takes the page id and source from the server and the path from the browser; the title falls back to the document's", () => {
    expect(formPage({ pageId: 'p1', contentSource: 'i', pageTitle: 'Post' }, { pathname: '/blog/post' }, 'Doc')).toEqual({ pageId: 'p1', contentSource: 'i', pageTitle: 'Post', pagePath: '/blog/post' });
    expect(formPage({ pageId: 'c1', contentSource: 'c' }, { pathname: '/contact' }, 'Contact — Demo').pageTitle).toBe('Contact — Demo');
  });
});
