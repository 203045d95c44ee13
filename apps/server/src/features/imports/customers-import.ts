import { shippingAddress } from '@plinth/api';
import { newId } from '../../infra/database/ids.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { csvRows } from './csv-rows.ts';
import type { KindRun } from './runner.ts';

/*
 * Shopify's customer CSV (both its layouts: `Default Address …` columns and the older plain
 * `Address1 …` ones): a customer account per e-mail (found again by e-mail on a re-run), its
 * default address, and the mailing list for those who accepted e-mail marketing only — subscribed
 * when Shopify says they did (`yes`), never for `no`. An imported account has no password: the
 * customer signs in with a code or sets one.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function cell(cells: Record<string, string>, ...names: string[]): string {
  for (const name of names) {
    const value = cells[name];
    if (value !== undefined && value.trim() !== '') return value.trim();
  }
  return '';
}

/** Runs a shopify-customers import. */
export async function importCustomers(run: KindRun): Promise<void> {
  const { deps, job, tally } = run;
  const { db } = deps;
  for await (const { line, cells, bytesRead } of csvRows(job.path)) {
    run.read(bytesRead);
    const email = cell(cells, 'Email').toLowerCase();
    if (!EMAIL.test(email) || email.length > 256) {
      tally.problem(line, email ? `The e-mail address "${email}" is not valid.` : 'The row has no e-mail address.');
      tally.skipped++;
      continue;
    }
    const name = [cell(cells, 'First Name'), cell(cells, 'Last Name')].filter(Boolean).join(' ').slice(0, 200);
    const rawAddress = {
      firstName: cell(cells, 'Default Address First Name', 'First Name'),
      lastName: cell(cells, 'Default Address Last Name', 'Last Name'),
      address1: cell(cells, 'Default Address Address1', 'Address1'),
      address2: cell(cells, 'Default Address Address2', 'Address2') || undefined,
      city: cell(cells, 'Default Address City', 'City'),
      region: cell(cells, 'Default Address Province Code', 'Province Code', 'Province') || undefined,
      postalCode: cell(cells, 'Default Address Zip', 'Zip'),
      country: cell(cells, 'Default Address Country Code', 'Country Code'),
    };
    const hasAddress = rawAddress.address1 !== '';
    const address = hasAddress ? shippingAddress.safeParse(rawAddress) : null;
    if (address && !address.success) tally.problem(line, `The address of ${email} is incomplete (${address.error.issues.map((i) => i.message).join(', ')}); the customer is kept without it.`);
    const marketing = cell(cells, 'Accepts Email Marketing', 'Accepts Marketing').toLowerCase();
    const consents = marketing === 'yes' || marketing === 'true';
    const now = deps.now();
    const outcome = await inTransaction(db, async (tx) => {
      let changed = false;
      let user = await tx.selectFrom('site_users').select(['id', 'name']).where('website_id', '=', job.websiteId).where('email', '=', email).executeTakeFirst();
      let made = false;
      if (!user) {
        user = { id: newId(), name };
        await tx.insertInto('site_users').values({ id: user.id, website_id: job.websiteId, email, name, password_hash: null, email_verified_at: null, locale: null, created_at: now }).execute();
        made = true;
      } else if (name && user.name !== name) {
        await tx.updateTable('site_users').set({ name }).where('id', '=', user.id).execute();
        changed = true;
      }
      if (address?.success) {
        const json = JSON.stringify(address.data);
        const saved = await tx.selectFrom('site_user_addresses').select(['id', 'address_json']).where('site_user_id', '=', user.id).execute();
        if (!saved.some((row) => row.address_json === json)) {
          await tx.updateTable('site_user_addresses').set({ is_default: 0 }).where('site_user_id', '=', user.id).execute();
          await tx.insertInto('site_user_addresses').values({ id: newId(), website_id: job.websiteId, site_user_id: user.id, address_json: json, is_default: 1, created_at: now }).execute();
          changed = true;
        }
      }
      if (consents) {
        const listed = await tx.selectFrom('mailing_list').select(['id', 'status']).where('website_id', '=', job.websiteId).where('email', '=', email).executeTakeFirst();
        // Someone who unsubscribed here, or is still to confirm, stays as they are.
        if (!listed) {
          await tx.insertInto('mailing_list').values({ id: newId(), website_id: job.websiteId, email, status: 'subscribed', confirm_token_hash: null, confirm_expires_at: null, source_form_id: null, created_at: now, confirmed_at: now, updated_at: now }).execute();
          changed = true;
        }
      }
      return made ? 'created' : changed ? 'updated' : 'skipped';
    });
    tally[outcome]++;
  }
}
