import { beforeAll, expect, it } from 'vitest';
import { forEachDialect } from '../../test-support/dialects.ts';
import { documentContext } from './index.ts';
import { documentOf, everyBlock, libraryFile, makeTestSite, type TestSite } from './test-site.ts';

type Section = { id: string; blocks: Record<string, any>[] };

forEachDialect('blocks: the document made ready for the theme', (t) => {
  let site: TestSite;
  let other: TestSite;
  beforeAll(async () => {
    other = await makeTestSite(t.db, 'Another site', 'x-');
    site = await makeTestSite(t.db, 'Blocks');
    await libraryFile(t.db, site.website.id, 'broken', 'broken.jpg', 'image/jpeg', null, 'failed');
  });
  const sectionsOf = async (sections: Record<string, unknown[]>, on: TestSite = site) =>
    (await documentContext(t.db, on.website, documentOf(sections), on.resolvers)).pageSections as Section[];
  const typesOf = (sections: Section[]) => sections.flatMap((s) => s.blocks.map((b) => `${b.type}:${b.id}`));

  it('gives every block of every type its context, in the document’s order', async () => {
    const sections = await sectionsOf(everyBlock(site));
    expect(sections.map((s) => s.id)).toEqual(Object.keys(everyBlock(site)).map((type) => `s-${type}`));
    expect(typesOf(sections)).toEqual(Object.values(everyBlock(site)).flat().map((b) => `${(b as { type: string }).type}:${(b as { id: string }).id}`));
    const byId = new Map(sections.flatMap((s) => s.blocks).map((b) => [b.id, b]));
    expect(byId.get('img-library')).toMatchObject({ width: 1600, height: 1200, alt: 'A speckled mug on a shelf', eager: false });
    expect(byId.get('mug-card')?.cards[0]).toMatchObject({ id: site.productId, title: 'Speckled mug', fullUrl: '/shop/speckled-mug' });
    expect(byId.get('contact')?.form).toMatchObject({ id: site.contactFormId, name: 'Contact' });
    expect(byId.get('contact')?.form).not.toHaveProperty('notifyEmail');
    expect(byId.get('news')).toMatchObject({ form: { name: 'Newsletter', isNewsletter: true }, newsletterTitle: 'Kiln notes', newsletterButtonLabel: 'Sign me up' });
    expect(byId.get('gal-1')).toMatchObject({ withStyles: true, gallery: { id: site.galleryId, title: 'Studio', count: 2 } });
    expect(byId.get('gal-2')).toMatchObject({ withStyles: false });
    expect(byId.get('shop-grid')).toMatchObject({ title: 'Shop', isProducts: true, isGrid: true });
    expect(byId.get('journal-list')).toMatchObject({ title: 'Journal', isProducts: false, isGrid: false });
  });

  it('leaves out a block whose product, form, gallery, collection or file is gone, and never fails', async () => {
    const sections = await sectionsOf({
      gone: [
        { id: 'p', type: 'product', productId: 'deleted-product' },
        { id: 'f', type: 'form', formId: 'deleted-form' },
        { id: 'g', type: 'gallery', galleryId: 'deleted-gallery' },
        { id: 's', type: 'summary', collectionId: 'deleted-collection' },
        { id: 'i', type: 'image', mediaId: 'deleted-file' },
        { id: 'v', type: 'video', mediaId: 'deleted-file' },
        { id: 'a', type: 'audio', mediaId: 'deleted-file' },
      ],
      kept: [{ id: 'h', type: 'heading', text: 'Still here' }],
    });
    expect(sections.map((s) => s.id)).toEqual(['s-kept']);
    expect(typesOf(sections)).toEqual(['heading:h']);
  });

  it('leaves out a file of the wrong kind, a failed file, another site’s file and a form or gallery of another site', async () => {
    const sections = await sectionsOf({
      wrong: [
        { id: 'audio-is-image', type: 'audio', mediaId: 'mug' },
        { id: 'video-is-audio', type: 'video', mediaId: 'song' },
        { id: 'image-is-video', type: 'image', mediaId: 'clip' },
        { id: 'failed', type: 'image', mediaId: 'broken' },
        { id: 'their-file', type: 'image', mediaId: 'x-mug' },
        { id: 'their-form', type: 'form', formId: other.contactFormId },
        { id: 'their-gallery', type: 'gallery', galleryId: other.galleryId },
        { id: 'their-product', type: 'product', productId: other.productId },
      ],
    });
    expect(sections).toEqual([]);
    // The other site's own files are its own: its document shows them.
    expect(typesOf(await sectionsOf({ mine: [{ id: 'img', type: 'image', mediaId: 'broken' }, { id: 'ok', type: 'image', mediaId: 'x-mug' }] }, other))).toEqual(['image:ok']);
  });

  it('gives an uploaded video its WebVTT captions, named by their label or else their language, and no others', async () => {
    const video = (id: string, settings: Record<string, unknown>) => ({ id, type: 'video', mediaId: 'clip', captionsMediaId: 'subs', ...settings });
    const sections = await sectionsOf({
      videos: [
        video('labelled', { captionsLanguage: 'pt-BR', captionsLabel: 'Português' }),
        video('unlabelled', { captionsLanguage: 'pt-BR', captionsLabel: '  ' }),
        video('default', {}),
        video('image-as-captions', { captionsMediaId: 'mug' }),
        video('their-captions', { captionsMediaId: 'x-subs' }),
        video('gone-captions', { captionsMediaId: 'deleted-file' }),
        { id: 'embed', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', captionsMediaId: 'subs' },
      ],
    });
    const captions = new Map(sections.flatMap((s) => s.blocks).map((b) => [b.id, b.captions ?? null]));
    expect(Object.fromEntries(captions)).toEqual({
      labelled: { src: '/media/subs/v1/throwing.pt-BR.vtt', lang: 'pt-BR', label: 'Português' },
      unlabelled: { src: '/media/subs/v1/throwing.pt-BR.vtt', lang: 'pt-BR', label: 'Brazilian Portuguese' },
      default: { src: '/media/subs/v1/throwing.pt-BR.vtt', lang: 'en', label: 'English' },
      'image-as-captions': null,
      'their-captions': null,
      'gone-captions': null,
      embed: null,
    });
  });

  it('leaves out a newsletter block on a site with no newsletter form, an empty text and empty code', async () => {
    await t.db.deleteFrom('forms').where('website_id', '=', site.website.id).where('name', '=', 'Newsletter').execute();
    const sections = await sectionsOf({
      empty: [
        { id: 'n', type: 'newsletter' },
        { id: 't', type: 'text', content: { type: 'doc', content: [] } },
        { id: 'c', type: 'code', language: 'html', source: '   ' },
        { id: 'l', type: 'line' },
      ],
    });
    expect(typesOf(sections)).toEqual(['line:l']);
  });

  it('leaves out a stored block that no longer passes the schema (unknown type, junk settings, unsafe link), never failing the page', async () => {
    const stored = {
      version: 1,
      sections: [
        { id: 'a', blocks: [
          { id: 'x', type: 'marquee', text: 'old' },
          { id: 'y', type: 'heading' },
          { id: 'z', type: 'button', label: 'Go', link: { kind: 'web', href: 'javascript:alert(1)' } },
          { id: 'w', type: 'text', content: { type: 'doc', content: [{ type: 'script', content: [] }] } },
          null,
          'junk',
          { id: 'ok', type: 'heading', text: 'Kept' },
        ] },
        { id: 'b', blocks: 'not a list' },
        null,
      ],
    };
    const { pageSections } = await documentContext(t.db, site.website, stored as never, site.resolvers);
    expect(typesOf(pageSections as Section[])).toEqual(['heading:ok']);
    expect((await documentContext(t.db, site.website, { nonsense: true } as never, site.resolvers)).pageSections).toEqual([]);
  });

  it('puts no owner markup in the context but a code block’s: rich text is escaped HTML', async () => {
    const sections = await sectionsOf({
      text: [{ id: 't', type: 'text', content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] }] } }],
    });
    expect(sections[0]?.blocks[0]?.html).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
