import { getAnalyticsForms, getAnalyticsRestock } from '@plinth/api';
import { expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { createForm } from '../forms/index.ts';
import { addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { insertEvents } from './test-traffic.ts';

const NOW = Date.parse('2026-03-20T12:00:00Z');
const at = (day: string, hour = 12) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const q = 'from=2026-03-01&to=2026-03-10';

/** Stores a submission of `formId` at `time` (as the save route would). */
async function addSubmission(store: TestStore, websiteId: string, formId: string, time: number): Promise<void> {
  await store.db
    .insertInto('form_submissions')
    .values({ id: newId(), website_id: websiteId, form_id: formId, values_json: '{}', page_title: 'Contact', page_id: 'p', content_source: 'c', page_path: '/contact', visitor_key: 'v', created_at: time })
    .execute();
}

/** Stores a restock sign-up of a product's variant, notified at `notifiedAt` when given. */
async function addSignUp(store: TestStore, websiteId: string, product: { itemId: string; variantIds: string[] }, createdAt: number, notifiedAt: number | null = null): Promise<void> {
  await store.db
    .insertInto('restock_signups')
    .values({
      id: newId(),
      website_id: websiteId,
      item_id: product.itemId,
      variant_id: product.variantIds[0],
      email: `${newId()}@plinth.test`,
      status: notifiedAt === null ? 'waiting' : 'notified',
      created_at: createdAt,
      notified_at: notifiedAt,
      unsubscribe_token_hash: null,
    })
    .execute();
}

forEachStore(
  'owner forms and restock reports',
  (store) => {
    let fixtures: Promise<{ quote: string; survey: string; quiet: string; product: { itemId: string; title: string }; other: { itemId: string; title: string } }> | undefined;
    /** Two forms seen and sent in the range, one never seen; a product with restock sign-ups; once per dialect. */
    const withData = () =>
      (fixtures ??= (async () => {
        const site = await defaultSiteId(store.db);
        const quote = await createForm(store.db, site, { name: 'Quote request' });
        const survey = await createForm(store.db, site, { name: '=Survey' });
        const quiet = await createForm(store.db, site, { name: 'Quiet form' });
        const render = (formId: string, day: string) => ({ at: at(day), kind: 'form-render' as const, item_id: formId, path: '/contact' });
        await insertEvents(store.db, site, [
          render(quote, '2026-03-01'),
          render(quote, '2026-03-02'),
          render(quote, '2026-03-10'),
          render(quote, '2026-03-11'), // after the range
          render(survey, '2026-03-05'),
          render(survey, '2026-02-28'), // before it
          { at: at('2026-03-05'), kind: 'button-render', item_id: quote }, // another kind
          { at: at('2026-03-05'), kind: 'form-render', item_id: 'not-a-form' }, // a visitor's made-up id
        ]);
        await addSubmission(store, site, quote, at('2026-03-02'));
        await addSubmission(store, site, quote, at('2026-03-12')); // after the range
        // More submissions than counted views: the rate stops at 100%.
        await addSubmission(store, site, survey, at('2026-03-05', 1));
        await addSubmission(store, site, survey, at('2026-03-05', 2));

        const tee = await addTestProduct(store.db, 'Restock report tee');
        await addSignUp(store, site, tee, at('2026-03-03'));
        await addSignUp(store, site, tee, at('2026-03-04'), at('2026-03-09'));
        await addSignUp(store, site, tee, at('2026-02-01'), at('2026-03-06')); // made before, notified within
        await addSignUp(store, site, tee, at('2026-03-15')); // after the range
        const cap = await addTestProduct(store.db, '=Restock report cap');
        await addSignUp(store, site, cap, at('2026-03-07'));
        return { quote, survey, quiet, product: { itemId: tee.itemId, title: 'Restock report tee' }, other: { itemId: cap.itemId, title: '=Restock report cap' } };
      })());

    it('refuses without a session (401) and to a role without reports:read (403)', async () => {
      const anonymous = await ownerVisitor(store);
      const editor = await ownerVisitor(store, 'EDITOR');
      const viewer = await ownerVisitor(store, 'VIEWER');
      for (const path of ['/api/owner/analytics/forms', '/api/owner/analytics/restock']) {
        const none = await anonymous.request({ method: 'GET', url: path });
        expect(none.statusCode, path).toBe(401);
        expect(none.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
        const refused = await editor.request({ method: 'GET', url: path });
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
        expect((await viewer.request({ method: 'GET', url: path })).statusCode, path).toBe(200);
      }
    });

    it('answers 400 with a readable message for bad ranges and formats', async () => {
      const owner = await ownerVisitor(store, 'REPORTING');
      const cases: Array<[string, string]> = [
        ['/api/owner/analytics/forms?from=2026-02-30', 'from must be a day written YYYY-MM-DD.'],
        ['/api/owner/analytics/restock?from=2026-03-02&to=2026-03-01', 'from must not be after to.'],
        ['/api/owner/analytics/forms?from=2024-01-01&to=2026-01-01', 'The range must be at most 366 days.'],
        ['/api/owner/analytics/restock?format=xlsx', 'format must be json or csv.'],
      ];
      for (const [url, message] of cases) {
        const response = await owner.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.message, url).toContain(message);
      }
    });

    it('forms: every form with its views and submissions in the range and the conversion rate', async () => {
      const { quote, survey, quiet } = await withData();
      const owner = await ownerVisitor(store, 'STORE_MANAGER');
      const response = await owner.request({ method: 'GET', url: `/api/owner/analytics/forms?${q}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(getAnalyticsForms.response.safeParse(response.json()).error).toBeUndefined();
      const body = response.json() as { range: unknown; rows: Array<{ formId: string }> };
      expect(body.range).toEqual({ from: '2026-03-01', to: '2026-03-10' });
      // Most viewed first; the demo store's own forms are listed too, with zeros.
      expect(body.rows.slice(0, 2)).toEqual([
        { formId: quote, name: 'Quote request', views: 3, submissions: 1, conversionRate: 1 / 3 },
        { formId: survey, name: '=Survey', views: 1, submissions: 2, conversionRate: 1 },
      ]);
      expect(body.rows.find((row) => row.formId === quiet)).toEqual({ formId: quiet, name: 'Quiet form', views: 0, submissions: 0, conversionRate: 0 });
      expect(body.rows.map((row) => row.formId)).not.toContain('not-a-form');
      const demo = await store.db.selectFrom('forms').select('id').where('website_id', '=', await defaultSiteId(store.db)).execute();
      expect(body.rows).toHaveLength(demo.length);
    });

    it('restock: sign-ups made and notices sent in the range, per product', async () => {
      const { product, other } = await withData();
      const owner = await ownerVisitor(store, 'VIEWER');
      const response = await owner.request({ method: 'GET', url: `/api/owner/analytics/restock?${q}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(getAnalyticsRestock.response.safeParse(response.json()).error).toBeUndefined();
      expect(response.json()).toEqual({
        range: { from: '2026-03-01', to: '2026-03-10' },
        rows: [
          { productId: product.itemId, title: product.title, signUps: 2, notified: 2 },
          { productId: other.itemId, title: other.title, signUps: 1, notified: 0 },
        ],
      });
      const later = await owner.request({ method: 'GET', url: '/api/owner/analytics/restock?from=2026-03-11&to=2026-03-20' });
      expect(later.json().rows).toEqual([{ productId: product.itemId, title: product.title, signUps: 1, notified: 0 }]);
      // Without a range: the 30 days up to today (NOW), which holds all of March's activity but February's sign-up.
      const recent = await owner.request({ method: 'GET', url: '/api/owner/analytics/restock' });
      expect(recent.json().range).toEqual({ from: '2026-02-19', to: '2026-03-20' });
      expect(recent.json().rows[0]).toEqual({ productId: product.itemId, title: product.title, signUps: 3, notified: 2 });
    });

    it('both tables as CSV, formula cells made text', async () => {
      const { quote, survey, product, other } = await withData();
      const owner = await ownerVisitor(store, 'REPORTING');
      const forms = await owner.request({ method: 'GET', url: `/api/owner/analytics/forms?${q}&format=csv` });
      expect(forms.statusCode, forms.body).toBe(200);
      expect(forms.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(forms.headers['content-disposition']).toBe('attachment; filename="analytics-forms-2026-03-01-2026-03-10.csv"');
      expect(forms.body.startsWith(`Form,Form id,Views,Submissions,Conversion rate\r\nQuote request,${quote},3,1,33.3%\r\n'=Survey,${survey},1,2,100.0%\r\n`)).toBe(true);
      const restock = await owner.request({ method: 'GET', url: `/api/owner/analytics/restock?${q}`, headers: { accept: 'text/csv' } });
      expect(restock.headers['content-disposition']).toBe('attachment; filename="analytics-restock-2026-03-01-2026-03-10.csv"');
      expect(restock.body).toBe(`Product,Product id,Sign-ups,Notified\r\n${product.title},${product.itemId},2,2\r\n'${other.title},${other.itemId},1,0\r\n`);
    });
  },
  { now: () => NOW },
);
