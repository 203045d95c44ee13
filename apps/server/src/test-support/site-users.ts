import type { Kysely } from 'kysely';
import { createSiteUser, TEST_ARGON2_COST, type SiteUser } from '../features/site-users/index.ts';
import { newId } from '../infra/database/ids.ts';
import type { Schema } from '../infra/database/schema.ts';
import { newCrumb } from '../infra/http/crumb.ts';
import { defaultSiteId } from './owner.ts';
import { Visitor, type TestStore } from './test-app.ts';

/*
 * Test helpers for customer accounts: accounts made directly (hashed at test cost), and a visitor
 * that signs in over HTTP and then sends X-SiteUser-XSRF-Token on every write, as the storefront does.
 */

/** The password every {@link addSiteUser} account gets (10 characters at least). */
export const CUSTOMER_PASSWORD = 'customer-password-1';

/** Adds a customer account of the demo site with a unique e-mail. */
export async function addSiteUser(db: Kysely<Schema>, options: { email?: string; verified?: boolean; name?: string } = {}): Promise<SiteUser> {
  const email = options.email ?? `customer-${newId()}@plinth.test`;
  const siteUser = await createSiteUser(db, {
    websiteId: await defaultSiteId(db),
    email,
    password: CUSTOMER_PASSWORD,
    name: options.name ?? 'Test Customer',
    verifiedAt: options.verified === false ? null : Date.now(),
    now: Date.now(),
    cost: TEST_ARGON2_COST,
  });
  if (!siteUser) throw new Error(`${email} exists already`);
  return siteUser;
}

/** A visitor who signs in as a customer and echoes the xsrfToken on writes. */
export class CustomerVisitor extends Visitor {
  xsrfToken: string | undefined;

  /** Signs in over HTTP (from its own address, so throttling of other tests does not touch it). */
  async signIn(email: string, password = CUSTOMER_PASSWORD, rememberMe = false) {
    if (!this.crumb) this.cookies.set('crumb', newCrumb());
    const response = await this.request({ method: 'POST', url: '/api/site-users/account/session', payload: { email, password, rememberMe }, remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
    if (response.statusCode === 200) this.xsrfToken = response.json().xsrfToken;
    return response;
  }

  override async request(options: Parameters<Visitor['request']>[0]) {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.xsrfToken && options.method && options.method !== 'GET' && !('x-siteuser-xsrf-token' in headers)) headers['x-siteuser-xsrf-token'] = this.xsrfToken;
    return super.request({ ...options, headers });
  }
}

/** A new customer account and a visitor signed in as it. */
export async function signedInCustomer(store: TestStore, options: Parameters<typeof addSiteUser>[1] = {}): Promise<CustomerVisitor & { siteUser: SiteUser }> {
  const siteUser = await addSiteUser(store.db, options);
  const visitor = new CustomerVisitor(() => store.app) as CustomerVisitor & { siteUser: SiteUser };
  visitor.siteUser = siteUser;
  const response = await visitor.signIn(siteUser.email);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return visitor;
}
