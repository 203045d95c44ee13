import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';
import { newCrumb } from '../../infra/http/crumb.ts';
import { flushAnalyticsEvents } from '../analytics/index.ts';
import { changeContent } from '../site/index.ts';

const PRODUCT = '/shop/merino-crew-tee';
const LABELS = { control: 'Add to Cart', b: 'Buy it now' };

/** The AddToCartButton island's button text in a page's HTML. */
const buttonLabel = (html: string) => /<button[^>]*>(Add to Cart|Buy it now|Grab it)<\/button>/.exec(html)?.[1];

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
/** Opens a page as a browser does (Fastify's inject calls itself a bot otherwise). */
const open = (visitor: Visitor, url: string) => visitor.request({ method: 'GET', url, headers: { 'user-agent': BROWSER } });

/** A visitor of the storefront with a crumb (the islands' cookie) and whatever the pages set. */
function storefrontVisitor(app: () => import('fastify').FastifyInstance): Visitor {
  const visitor = new Visitor(app);
  visitor.cookies.set('crumb', newCrumb());
  return visitor;
}

forEachStore('experiments: owner API, assignment at render, results', (store) => {
  const app = () => store.app;
  let admin: Awaited<ReturnType<typeof ownerVisitor>>;
  const json = (response: LightMyRequestResponse) => response.json() as Record<string, any>;

  const create = async (body: Record<string, unknown>) => admin.send('POST', '/api/owner/experiments', body);
  const labelTest = (name: string, weights = [50, 50]) => ({
    name,
    experimentType: 'AB_TEST',
    goal: 'add_to_cart',
    variants: [
      { name: 'control', value: LABELS.control, weight: weights[0] },
      { name: 'b', value: LABELS.b, weight: weights[1] },
    ],
  });
  const setStatus = async (status: number) => {
    const site = await defaultSiteId(store.db);
    await changeContent(store.db, site, (tx) => tx.updateTable('websites').set({ status }).where('id', '=', site).execute());
  };

  it('refuses without a session (401), reads with reports:read and writes only with settings:write (403)', async () => {
    admin = await ownerVisitor(store, 'ADMIN');
    const anonymous = await ownerVisitor(store);
    expect((await anonymous.request({ method: 'GET', url: '/api/owner/experiments' })).statusCode).toBe(401);
    const viewer = await ownerVisitor(store, 'VIEWER');
    expect((await viewer.request({ method: 'GET', url: '/api/owner/experiments' })).statusCode).toBe(200);
    const refused = await viewer.send('POST', '/api/owner/experiments', labelTest('viewer-made'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
    const editor = await ownerVisitor(store, 'EDITOR');
    expect((await editor.request({ method: 'GET', url: '/api/owner/experiments' })).statusCode).toBe(403);
  });

  it('checks what an experiment is made of (400 with a clear message)', async () => {
    const bad = async (body: Record<string, unknown>, message: string) => {
      const response = await create(body);
      expect(response.statusCode, message).toBe(400);
      expect(JSON.stringify(response.json()), message).toContain(message);
    };
    await bad({ ...labelTest('sum'), variants: [{ name: 'a', value: 'A', weight: 50 }, { name: 'b', value: 'B', weight: 40 }] }, 'The weights must add up to 100.');
    await bad({ ...labelTest('one'), variants: [{ name: 'a', value: 'A', weight: 100 }] }, 'An experiment has at least 2 variants.');
    await bad({ ...labelTest('dupe'), variants: [{ name: 'a', value: 'A', weight: 50 }, { name: 'a', value: 'B', weight: 50 }] }, 'Variant names must be different.');
    await bad({ ...labelTest('Bad Name') }, 'name must be 1 to 64 lower-case letters');
    await bad({ ...labelTest('toggle'), experimentType: 'FEATURE_TOGGLE' }, 'variant values must be true or false');
    await bad({ ...labelTest('visit'), goal: 'page_view' }, 'A page_view goal needs goalPath.');
    await bad({ ...labelTest('session-recording') }, 'session-recording is reserved for a feature toggle.');
    const made = await create(labelTest('twice'));
    expect(made.statusCode).toBe(201);
    const again = await create(labelTest('twice'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'CONFLICT', message: 'An experiment called twice exists already.' } });
    expect((await admin.send('POST', `/api/owner/experiments/nope/start`)).statusCode).toBe(404);
    const id = json(made).experiment.id;
    expect((await admin.send('POST', `/api/owner/experiments/${id}/stop`)).json()).toEqual({ error: { code: 'CONFLICT', message: 'Only a running or rolled-out experiment can stop.' } });
    expect((await admin.send('POST', `/api/owner/experiments/${id}/roll-out`, { winner: 'zzz' })).json()).toEqual({ error: { code: 'INVALID', message: 'The experiment has no variant called zzz.' } });
    expect(json(made).experiment).not.toHaveProperty('seed');
  });

  it('renders the add-to-cart label of the visitor’s variant in the first HTML, sticky, and counts exposures and conversions', async () => {
    const made = json(await create(labelTest('add-to-cart-label')));
    const id = made.experiment.id as string;
    expect(made.experiment.status).toBe('draft');
    // A draft changes nothing.
    expect(buttonLabel((await open(storefrontVisitor(app), PRODUCT)).body)).toBe(LABELS.control);
    expect(json(await admin.send('POST', `/api/owner/experiments/${id}/start`)).experiment.status).toBe('running');

    // Twenty new visitors: each gets ss_cvr and a label, and both labels occur.
    const visitors: Array<{ visitor: Visitor; label: string }> = [];
    for (let i = 0; i < 20; i++) {
      const visitor = storefrontVisitor(app);
      const page = await open(visitor, PRODUCT);
      expect(visitor.cookies.get('ss_cvr')).toMatch(/^[0-9a-f]{32}\|\d+\|\d+\|0$/);
      const label = buttonLabel(page.body) as string;
      expect(Object.values(LABELS)).toContain(label);
      visitors.push({ visitor, label });
    }
    expect(new Set(visitors.map((v) => v.label)).size).toBe(2);
    // The page context carries the assignment.
    const first = visitors[0] as { visitor: Visitor; label: string };
    const context = json(await open(first.visitor, `${PRODUCT}?format=json`));
    const segment = first.label === LABELS.b ? 'b' : 'control';
    expect(context.experiments).toEqual({ loaded: true, contexts: [{ name: 'add-to-cart-label', experimentType: 'AB_TEST', variant: first.label, segmentName: segment, containsError: false }] });

    // Weights change to 100% for the other variant: assigned visitors keep theirs, new ones get the other.
    const other = segment === 'b' ? 'control' : 'b';
    expect((await admin.send('PUT', `/api/owner/experiments/${id}/weights`, { weights: { [segment]: 0, [other]: 100 } })).statusCode).toBe(200);
    for (const { visitor, label } of visitors) expect(buttonLabel((await open(visitor, PRODUCT)).body)).toBe(label);
    expect(buttonLabel((await open(storefrontVisitor(app), PRODUCT)).body)).toBe(LABELS[other]);

    // One visitor of each label adds to cart (after their exposure).
    const converting = [visitors.find((v) => v.label === LABELS.control), visitors.find((v) => v.label === LABELS.b)];
    for (const entry of converting) {
      const crumb = entry?.visitor.crumb as string;
      const response = await entry?.visitor.request({
        method: 'POST',
        url: '/api/events/RecordEvent',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
        payload: new URLSearchParams({ crumb, event: 'add_to_cart', data: JSON.stringify({ url: PRODUCT }) }).toString(),
      });
      expect(response?.statusCode).toBe(204);
    }
    await flushAnalyticsEvents(store.app);

    const { results } = json(await admin.request({ method: 'GET', url: `/api/owner/experiments/${id}` }));
    const byName = Object.fromEntries(results.variants.map((v: { name: string }) => [v.name, v]));
    const exposedControl = visitors.filter((v) => v.label === LABELS.control).length + (other === 'control' ? 1 : 0);
    const exposedB = visitors.filter((v) => v.label === LABELS.b).length + (other === 'b' ? 1 : 0);
    expect(byName.control).toMatchObject({ exposures: exposedControl, conversions: 1, conversionRate: 1 / exposedControl, difference: null });
    expect(byName.b).toMatchObject({ exposures: exposedB, conversions: 1 });
    expect(byName.b.difference.absolute).toBeCloseTo(1 / exposedB - 1 / exposedControl, 10);
    expect(results.sampleRatio.mismatch).toBe(false);

    // Rolled out: everyone gets the winner; stopped: the page falls back to its own label.
    await admin.send('POST', `/api/owner/experiments/${id}/roll-out`, { winner: 'b' });
    for (const { visitor } of visitors.slice(0, 4)) expect(buttonLabel((await open(visitor, PRODUCT)).body)).toBe(LABELS.b);
    await admin.send('POST', `/api/owner/experiments/${id}/stop`);
    expect(buttonLabel((await open(first.visitor, PRODUCT)).body)).toBe(LABELS.control);
  });

  it('takes ?experiment.<name>=<variant> only on an internal site (status 6)', async () => {
    const made = json(await create({ ...labelTest('override-me', [100, 0]) }));
    await admin.send('POST', `/api/owner/experiments/${made.experiment.id}/start`);
    const variantOf = async (visitor: Visitor, query: string) =>
      (json(await open(visitor, `/?format=json&${query}`)).experiments.contexts as Array<{ name: string; segmentName: string }>).find((c) => c.name === 'override-me')?.segmentName;
    const visitor = storefrontVisitor(app);
    expect(await variantOf(visitor, 'experiment.override-me=b')).toBe('control');
    await setStatus(6);
    try {
      expect(await variantOf(visitor, 'experiment.override-me=b')).toBe('b');
      // An unknown variant is ignored; the override is not stored.
      expect(await variantOf(visitor, 'experiment.override-me=nope')).toBe('control');
      expect(await variantOf(visitor, '')).toBe('control');
    } finally {
      await setStatus(8);
      await admin.send('POST', `/api/owner/experiments/${made.experiment.id}/stop`);
    }
  });

  it('serves toggles as FEATURE_TOGGLE contexts in the page data the browser reads', async () => {
    const made = json(await create({ name: 'session-recording', experimentType: 'FEATURE_TOGGLE', variants: [{ name: 'off', value: 'false', weight: 0 }, { name: 'on', value: 'true', weight: 100 }] }));
    await admin.send('POST', `/api/owner/experiments/${made.experiment.id}/start`);
    try {
      const html = (await open(storefrontVisitor(app), '/')).body;
      const data = JSON.parse(/<script type="application\/json" id="plinth-page">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
      expect(data.experiments.loaded).toBe(true);
      expect(data.experiments.contexts).toContainEqual({ name: 'session-recording', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'on', containsError: false });
      const list = json(await admin.request({ method: 'GET', url: '/api/owner/experiments' })).experiments as Array<{ name: string; status: string }>;
      expect(list.find((e) => e.name === 'session-recording')?.status).toBe('running');
    } finally {
      await admin.send('POST', `/api/owner/experiments/${made.experiment.id}/stop`);
    }
  });
});
