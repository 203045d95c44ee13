import { expect, it } from 'vitest';
import { addForm, fetchKey } from '../../test-support/forms.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';
import { newCrumb } from '../../infra/http/crumb.ts';
import { flushAnalyticsEvents } from '../analytics/index.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const headers = { 'user-agent': BROWSER };

/** A browser visitor with a crumb (the form island's cookie). */
function browserVisitor(app: () => import('fastify').FastifyInstance, visitorId?: string): Visitor {
  const visitor = new Visitor(app);
  visitor.cookies.set('crumb', newCrumb());
  if (visitorId) visitor.cookies.set('ss_cvr', `${visitorId}|1700000000000|1700000000000|1`);
  return visitor;
}

/** The form island's save: a key, then the answers, from a browser. */
async function submit(visitor: Visitor, formId: string): Promise<number> {
  const key = await fetchKey(visitor);
  const response = await visitor.request({
    method: 'POST',
    url: '/api/form/SaveFormSubmission',
    headers,
    payload: { key, formId, form: JSON.stringify({ email: 'ann@example.org' }), pageTitle: 'Contact', pageId: 'page-1', contentSource: 'c', pagePath: '/contact' },
  });
  return response.statusCode;
}

forEachStore('experiments: a saved site form is the form_submission goal', (store) => {
  const app = () => store.app;

  it('records a Forms form_submission event for the visitor, counted as a conversion only after their exposure', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const formId = await addForm(store, { fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] });
    const made = await admin.send('POST', '/api/owner/experiments', {
      name: 'contact-headline',
      experimentType: 'AB_TEST',
      goal: 'form_submission',
      variants: [
        { name: 'control', value: 'Write to us', weight: 100 },
        { name: 'b', value: 'Say hello', weight: 0 },
      ],
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().experiment.id as string;
    await admin.send('POST', `/api/owner/experiments/${id}/start`);

    // Exposed, then submits: a conversion.
    const converted = browserVisitor(app);
    expect((await converted.request({ method: 'GET', url: '/', headers })).statusCode).toBe(200);
    expect(converted.cookies.get('ss_cvr')).toBeDefined();
    expect(await submit(converted, formId)).toBe(200);
    // Submits first and is exposed only afterwards: not a conversion.
    const early = browserVisitor(app, 'formfirstvisitor');
    expect(await submit(early, formId)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await early.request({ method: 'GET', url: '/', headers })).statusCode).toBe(200);
    await flushAnalyticsEvents(store.app);

    const events = await store.db
      .selectFrom('analytics_events')
      .select(['visitor_id', 'schema_name', 'event_name', 'path', 'data_json'])
      .where('event_name', '=', 'form_submission')
      .orderBy('occurred_at')
      .execute();
    const convertedId = converted.cookies.get('ss_cvr')?.split('|')[0];
    expect(events.map((e) => [e.visitor_id, e.schema_name, e.path])).toEqual([
      [convertedId, 'Forms', '/contact'],
      ['formfirstvisitor', 'Forms', '/contact'],
    ]);
    expect(JSON.parse(events[0]?.data_json ?? '{}')).toEqual({ event_name: 'form_submission', form_id: formId });

    const { results } = (await admin.request({ method: 'GET', url: `/api/owner/experiments/${id}` })).json();
    expect(results.variants[0]).toMatchObject({ name: 'control', exposures: 2, conversions: 1, conversionRate: 0.5 });
    await admin.send('POST', `/api/owner/experiments/${id}/stop`);
  });

  it('records nothing for a form a bot saves', async () => {
    const formId = await addForm(store, { fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] });
    const bot = browserVisitor(app, 'botvisitor');
    const key = await fetchKey(bot);
    const saved = await bot.send('POST', '/api/form/SaveFormSubmission', { key, formId, form: JSON.stringify({ email: 'bot@example.org' }), pageTitle: 'Contact', pageId: 'p', contentSource: 'c', pagePath: '/contact' });
    expect(saved.statusCode).toBe(200);
    await flushAnalyticsEvents(store.app);
    const rows = await store.db.selectFrom('analytics_events').select('visitor_id').where('visitor_id', '=', 'botvisitor').execute();
    expect(rows).toEqual([]);
  });
});
