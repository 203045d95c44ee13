import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type Visitor } from '../../test-support/test-app.ts';
import { addAudioPlayers } from './media-players.ts';

/* The audio player on a published page: runs of audio blocks become albums of the AudioPlayer island. */

const json = (response: LightMyRequestResponse) => response.json() as Record<string, any>;

it('makes each run of audio blocks one album of at most 60 tracks', () => {
  const audio = (n: number) => ({ id: `a${n}`, type: 'audio', src: `/t${n}.mp3`, title: `T${n}`, label: `T${n}` });
  const sections = [{ blocks: [audio(1), audio(2), { id: 'h', type: 'heading' }, audio(3)] }, { blocks: Array.from({ length: 61 }, (_, i) => audio(10 + i)) }];
  const rendered: unknown[] = [];
  expect(addAudioPlayers(sections, (props) => (rendered.push(props), 'PLAYER'))).toBe(4);
  expect(rendered[0]).toEqual({ title: '', tracks: [{ src: '/t1.mp3', title: 'T1' }, { src: '/t2.mp3', title: 'T2' }] });
  expect(rendered[1]).toEqual({ title: 'T3', tracks: [{ src: '/t3.mp3', title: 'T3' }] });
  expect((rendered[2] as { tracks: unknown[] }).tracks).toHaveLength(60);
  expect((rendered[3] as { tracks: unknown[] }).tracks).toHaveLength(1);
  expect(sections[0]?.blocks.map((b) => [(b as { player?: string }).player ?? null, (b as { inAlbum?: boolean }).inAlbum ?? false])).toEqual([['PLAYER', false], [null, true], [null, false], ['PLAYER', false]]);
});

forEachStore('search: the audio player on a published page', (store) => {
  async function publish(owner: Visitor, id: string, document: unknown): Promise<void> {
    const url = `/api/owner/editor/pages/${id}/document`;
    const { revision } = json(await owner.request({ method: 'GET', url }));
    const saved = await owner.send('PUT', url, { document, baseRevision: revision });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.send('POST', `/api/owner/editor/pages/${id}/publish`, { revision: json(saved).revision })).statusCode).toBe(200);
  }

  it('draws consecutive audio blocks as one player with a track list, a lone one as its own player', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const site = await defaultSiteId(store.db);
    const about = await store.db.selectFrom('collections').select('id').where('website_id', '=', site).where('url_id', '=', 'about').executeTakeFirstOrThrow();
    await publish(owner, about.id, { version: 1, sections: [{ id: 'main', blocks: [
      { id: 'a1', type: 'audio', url: 'https://cdn.plinth.example/side-a.mp3', title: 'Side A <live>' },
      { id: 'a2', type: 'audio', url: 'https://cdn.plinth.example/side-b.mp3', title: 'Side B' },
      { id: 'h', type: 'heading', text: 'Interview' },
      { id: 'a3', type: 'audio', url: 'https://cdn.plinth.example/talk.mp3', title: 'A talk' },
    ] }] });
    const html = (await store.app.inject('/about')).body;
    expect(html.match(/data-island="AudioPlayer"/g)).toHaveLength(2);
    expect(html).toContain('<div class="block block--audio" id="block-a1">');
    expect(html).not.toContain('id="block-a2"');
    expect(html).toContain('aria-label="Play Side A &lt;live&gt;"');
    expect(html).toContain('aria-label="Next track"');
    expect(html).toMatch(/<ol class="audio-player__tracks" aria-label="Tracks">.*Side A &lt;live&gt;.*Side B.*<\/ol>/s);
    expect(html).toContain('aria-label="Play A talk"');
    // Nothing is fetched before the visitor presses play.
    expect(html).toContain('preload="none"');
  });
});

forEachStore('search: the video wrapper', (store) => {
  it('shows a sharing-service address it cannot embed as a link, with the spec’s message in the context; embeds stay click-to-load', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const site = await defaultSiteId(store.db);
    const contact = await store.db.selectFrom('collections').select('id').where('website_id', '=', site).where('url_id', '=', 'contact').executeTakeFirstOrThrow();
    const url = `/api/owner/editor/pages/${contact.id}/document`;
    const { revision } = json(await owner.request({ method: 'GET', url }));
    const blocks = [
      { id: 'v-channel', type: 'video', url: 'https://vimeo.com/user12345', caption: 'Our channel' },
      { id: 'v-embed', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', caption: 'A film' },
      { id: 'v-file', type: 'video', url: 'https://cdn.plinth.example/tour.mp4', caption: 'The tour' },
    ];
    const saved = await owner.send('PUT', url, { document: { version: 1, sections: [{ id: 'main', blocks }] }, baseRevision: revision });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.send('POST', `/api/owner/editor/pages/${contact.id}/publish`, { revision: json(saved).revision })).statusCode).toBe(200);

    const html = (await store.app.inject('/contact')).body;
    expect(html).toContain('<p class="block-video__unsupported"><a href="https://vimeo.com/user12345" rel="noopener noreferrer">Watch the video on Vimeo</a></p>');
    expect(html).not.toContain('src="https://vimeo.com/user12345"');
    expect(html).toContain('data-video-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).not.toMatch(/<iframe[^>]*youtube/);
    expect(html).toContain('<video class="block-video__player" controls preload="none" src="https://cdn.plinth.example/tour.mp4"');
    const context = (await store.app.inject('/contact?format=json')).json() as Record<string, any>;
    expect(context.pageSections[0].blocks[0].unsupported).toEqual({ service: 'Vimeo', href: 'https://vimeo.com/user12345', message: 'Share a video from a different account (basic accounts of a video-sharing service are unsupported).' });
  });
});
