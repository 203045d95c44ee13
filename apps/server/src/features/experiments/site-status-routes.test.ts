import { expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';
import { newCrumb } from '../../infra/http/crumb.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

forEachStore('site status: the owner setting that turns experiment overrides on', (store) => {
  const STATUS = '/api/owner/site/status';

  it('reads with reports:read, changes only with settings:write and the crumb', async () => {
    const anonymous = await ownerVisitor(store);
    expect((await anonymous.request({ method: 'GET', url: STATUS })).statusCode).toBe(401);
    const viewer = await ownerVisitor(store, 'VIEWER');
    const read = await viewer.request({ method: 'GET', url: STATUS });
    expect([read.statusCode, read.json()]).toEqual([200, { status: 'PAID', code: 8, experimentOverrides: false }]);
    const refused = await viewer.send('PUT', STATUS, { status: 'INTERNAL' });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } }]);
    const admin = await ownerVisitor(store, 'ADMIN');
    expect((await admin.send('PUT', STATUS, { status: 'INTERNAL' }, false)).statusCode).toBe(403);
    expect((await viewer.request({ method: 'GET', url: STATUS })).json().status).toBe('PAID');
  });

  it('refuses a status the catalogue does not have, and anything else in the body (400)', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const bad = async (body: unknown, message: string) => {
      const response = await admin.send('PUT', STATUS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message, JSON.stringify(body)).toContain(message);
    };
    await bad({ status: 'PUBLIC' }, 'status must be one of EXPIRED, PAST_DUE, TRIAL, BETA, REMOVED, INTERNAL, COMPED, PAID');
    await bad({ status: 6 }, 'status must be one of');
    await bad({}, 'status must be one of');
    await bad({ status: 'INTERNAL', extra: 1 }, 'Unknown setting: extra.');
    await bad([], 'The body must be a JSON object with status.');
  });

  it('INTERNAL turns ?experiment.<name>=<variant> on for the site’s pages at once, PAID turns it off', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const made = await admin.send('POST', '/api/owner/experiments', {
      name: 'status-override',
      experimentType: 'AB_TEST',
      variants: [
        { name: 'control', value: 'A', weight: 100 },
        { name: 'b', value: 'B', weight: 0 },
      ],
    });
    const id = made.json().experiment.id as string;
    await admin.send('POST', `/api/owner/experiments/${id}/start`);
    const visitor = new Visitor(() => store.app);
    visitor.cookies.set('crumb', newCrumb());
    const variant = async () => {
      const page = await visitor.request({ method: 'GET', url: '/?format=json&experiment.status-override=b', headers: { 'user-agent': BROWSER } });
      return (page.json().experiments.contexts as Array<{ name: string; segmentName: string }>).find((c) => c.name === 'status-override')?.segmentName;
    };
    try {
      expect(await variant()).toBe('control');
      const internal = await admin.send('PUT', STATUS, { status: 'INTERNAL' });
      expect([internal.statusCode, internal.json()]).toEqual([200, { status: 'INTERNAL', code: 6, experimentOverrides: true }]);
      expect((await admin.request({ method: 'GET', url: STATUS })).json()).toEqual({ status: 'INTERNAL', code: 6, experimentOverrides: true });
      expect(await variant()).toBe('b');
      const paid = await admin.send('PUT', STATUS, { status: 'PAID' });
      expect(paid.json()).toEqual({ status: 'PAID', code: 8, experimentOverrides: false });
      expect(await variant()).toBe('control');
    } finally {
      await admin.send('PUT', STATUS, { status: 'PAID' });
      await admin.send('POST', `/api/owner/experiments/${id}/stop`);
    }
  });
});
