import { ADMIN } from '../support/owner.ts';
import { HttpClient } from './http-client.ts';

/** What the writers write to: made by the owner through the dashboard's API before the first crash. */
export interface CrashStore {
  owner: HttpClient;
  /** The product with little stock that shoppers race for. */
  product: { itemId: string; variantId: string; sku: string; initialStock: number; urlId: string };
  /** A contact form without a captcha (the demo's has ALTCHA), and the demo's newsletter form. */
  contactFormId: string;
  newsletterFormId: string;
}

/** Field ids of the contact form the owner makes. */
export const CONTACT = { email: 'crash-email', message: 'crash-message' } as const;

async function ok(answer: Promise<{ status: number; body: any }>, what: string, status = 200): Promise<any> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what} answered ${got}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Signs the demo admin in (the session lives in the database, so it outlasts every restart) and
 * makes the limited product and the contact form.
 */
export async function setUpCrashStore(baseURL: () => string, initialStock: number): Promise<CrashStore> {
  const owner = new HttpClient(baseURL);
  await ok(owner.send('POST', '/api/owner/session', { email: ADMIN.email, password: ADMIN.password }), 'Signing in');
  const { collections } = await ok(owner.send('GET', '/api/owner/collections'), 'Listing collections');
  const shop = collections.find((c: { urlId: string }) => c.urlId === 'shop');
  const { product } = await ok(
    owner.send('POST', '/api/owner/products', {
      collectionId: shop.id,
      title: 'Crash-test mug',
      productType: 'PHYSICAL',
      variants: [{ priceCents: 1500, qtyInStock: initialStock }],
    }),
    'Creating the product',
    201,
  );
  const variant = product.variants[0];
  const { form } = await ok(
    owner.send('POST', '/api/owner/forms', {
      name: 'Crash contact',
      fields: [
        { id: CONTACT.email, type: 'email', title: 'Email', required: true },
        { id: CONTACT.message, type: 'textarea', title: 'Message', required: true },
      ],
      captchaEnabled: false,
    }),
    'Creating the contact form',
    201,
  );
  const { forms } = await ok(owner.send('GET', '/api/owner/forms'), 'Listing forms');
  const newsletter = forms.find((f: { isNewsletter?: boolean; name: string }) => f.name === 'Newsletter');
  return {
    owner,
    product: { itemId: product.id, variantId: variant.id, sku: variant.sku, initialStock, urlId: product.urlId },
    contactFormId: form.id,
    newsletterFormId: newsletter.id,
  };
}
