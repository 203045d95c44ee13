import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { newCrumb } from '../../infra/http/crumb.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

/* The lesson-video paywall behind its feature toggle (platform.md §6), over HTTP on the demo's locked /members page. */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const VIDEO = 'https://videos.example/lesson-one.mp4';

forEachStore('lesson-video paywall', (store) => {
  const json = (response: LightMyRequestResponse) => response.json() as Record<string, any>;
  /** A non-member, as a browser (Fastify's inject is taken for a bot otherwise). */
  const nonMember = () => {
    const visitor = new Visitor(() => store.app);
    visitor.cookies.set('crumb', newCrumb());
    return (url: string) => visitor.request({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
  };

  it('shows a locked lesson with its video behind the join panel only while the toggle is on', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const websiteId = await defaultSiteId(store.db);
    const members = (await store.db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('url_id', '=', 'members').executeTakeFirstOrThrow()).id;
    const document = { version: 1, sections: [{ id: 's1', blocks: [{ id: 'h', type: 'heading', text: 'Lesson one: shaping', level: 2 }, { id: 'v', type: 'video', url: VIDEO, caption: 'Watch the lesson' }] }] };
    await admin.send('PUT', `/api/owner/editor/pages/${members}/document`, { document, baseRevision: 0 });
    expect((await admin.send('POST', `/api/owner/editor/pages/${members}/publish`, { revision: 1 })).statusCode).toBe(200);

    const denied = await nonMember()('/members');
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('Lesson one');

    const toggle = json(await admin.send('POST', '/api/owner/experiments', { name: 'lesson-video-paywall', experimentType: 'FEATURE_TOGGLE', variants: [{ name: 'off', value: 'false', weight: 0 }, { name: 'on', value: 'true', weight: 100 }] }));
    await admin.send('POST', `/api/owner/experiments/${toggle.experiment.id}/start`);
    try {
      const open = nonMember();
      const lesson = await open('/members');
      expect(lesson.statusCode).toBe(200);
      expect(lesson.body).toContain('Lesson one: shaping');
      expect(lesson.body).toContain('This video is for members of');
      expect(lesson.body).toMatch(/<button[^>]*data-member-join[^>]*>/);
      expect(lesson.body).not.toContain('videos.example');
      expect((await open('/members?format=json')).body).not.toContain('videos.example');
    } finally {
      await admin.send('POST', `/api/owner/experiments/${toggle.experiment.id}/stop`);
    }
    expect((await nonMember()('/members')).statusCode).toBe(403);
  });
});
