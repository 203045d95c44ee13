import { MAILING_LIST_PROVIDERS } from '@plinth/api';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { deleteConnection, findConnection, saveConnection, saveListChoice, type MailingListConnection } from './connection-repository.ts';
import { countByStatus, dropPendingMailingList, requeueFailed } from './deliveries-repository.ts';
import { integrationsConfig } from './deliver.ts';
import { createMailchimpClient, mailchimpDatacenter, ProviderError, type ProviderList } from './mailchimp-adapter.ts';
import { MESSAGES } from './messages.ts';
import { openCredential, sealCredential } from './stored-secrets.ts';
import { countSiteSubscribers } from './site-list-repository.ts';

/*
 * The mailing-list integration panel's rules (platform.md §2: Connect, Disconnect, Select List,
 * Require double opt-in; §3 "Mailing-list connection: list, double opt-in flag"; §4 connected or
 * disconnected). The site's own list is always there; a provider gets the sign-ups too once a list
 * is chosen. The API key is kept sealed (stored-secrets.ts), opened to call the provider, never answered.
 */

type Deps = Pick<AppDeps, 'db' | 'now' | 'integrations' | 'secrets'>;

/** The panel's state (no key). */
export async function mailingListState(deps: Deps, websiteId: string) {
  const subscribers = await countSiteSubscribers(deps.db, websiteId);
  const connection = await findConnection(deps.db, websiteId);
  if (!connection) return { siteList: { subscribers }, connection: null };
  const counts = await countByStatus(deps.db, websiteId, 'mailing-list');
  return {
    siteList: { subscribers },
    connection: { provider: connection.provider, account: connection.account, list: connection.list, doubleOptIn: connection.doubleOptIn, connectedAt: connection.connectedAt, pending: counts.pending, failed: counts.failed },
  };
}

/** The provider's lists for a key, with the spec's words when it cannot give them. */
async function providerLists(deps: Deps, apiKey: string): Promise<ProviderList[]> {
  try {
    return await createMailchimpClient(apiKey, { baseUrl: integrationsConfig(deps).mailchimpBaseUrl }).lists();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'refused') throw new AppError('INVALID', MESSAGES.apiKeyRefused);
    throw new AppError('UNAVAILABLE', MESSAGES.unableToConnect);
  }
}

/**
 * Connect: checks the key with the provider, which must have a list, and keeps it (Select List comes next).
 * @throws AppError INVALID (not a key, refused, no list: "You don't have any mailing lists; create one
 * before continuing."), UNAVAILABLE 'Unable to connect. Please try again.'
 */
export async function connect(deps: Deps, websiteId: string, input: { provider: string; apiKey: string }) {
  if (!(MAILING_LIST_PROVIDERS as readonly string[]).includes(input.provider)) throw new AppError('INVALID', MESSAGES.notAnOption(input.provider));
  if (!input.apiKey) throw new AppError('INVALID', MESSAGES.apiKeyMissing);
  const datacenter = mailchimpDatacenter(input.apiKey);
  if (!datacenter) throw new AppError('INVALID', MESSAGES.apiKeyFormat);
  const lists = await providerLists(deps, input.apiKey);
  if (!lists.length) throw new AppError('INVALID', MESSAGES.noLists);
  const sealedApiKey = sealCredential(deps, input.apiKey);
  await saveConnection(deps.db, { websiteId, provider: input.provider, sealedApiKey, account: datacenter, now: deps.now() });
  return mailingListState(deps, websiteId);
}

async function connectionOrThrow(deps: Deps, websiteId: string): Promise<MailingListConnection> {
  const connection = await findConnection(deps.db, websiteId);
  if (!connection) throw new AppError('CONFLICT', MESSAGES.notConnected);
  return connection;
}

/** The connected provider's lists (Select List). @throws AppError CONFLICT not connected; INVALID no list; UNAVAILABLE */
export async function listsOf(deps: Deps, websiteId: string): Promise<{ lists: ProviderList[] }> {
  const connection = await connectionOrThrow(deps, websiteId);
  const lists = await providerLists(deps, openCredential(deps, connection.sealedApiKey));
  if (!lists.length) throw new AppError('INVALID', MESSAGES.noLists);
  return { lists };
}

/**
 * Select List and Require double opt-in: the list must be one of the provider's.
 * @throws AppError INVALID 'A List must be selected.' / '{val} is not one of the expected options.'; CONFLICT; UNAVAILABLE
 */
export async function chooseList(deps: Deps, websiteId: string, input: { listId: string | null; doubleOptIn: boolean }) {
  if (!input.listId) throw new AppError('INVALID', MESSAGES.listRequired);
  const { lists } = await listsOf(deps, websiteId);
  const list = lists.find((l) => l.id === input.listId);
  if (!list) throw new AppError('INVALID', MESSAGES.notAnOption(input.listId));
  await saveListChoice(deps.db, websiteId, { listId: list.id, listName: list.name, doubleOptIn: input.doubleOptIn, now: deps.now() });
  return mailingListState(deps, websiteId);
}

/** Disconnect: the key is forgotten, sign-ups not yet sent are dropped; the site's own list keeps them. */
export async function disconnect(deps: Deps, websiteId: string) {
  await deleteConnection(deps.db, websiteId);
  await dropPendingMailingList(deps.db, websiteId, deps.now());
  return mailingListState(deps, websiteId);
}

/** Sends the sign-ups the provider did not take again (after an outage longer than the retries). @throws AppError CONFLICT not connected */
export async function retryFailedSignUps(deps: Deps, websiteId: string) {
  await connectionOrThrow(deps, websiteId);
  await requeueFailed(deps.db, websiteId, { target: 'mailing-list' }, deps.now());
  return mailingListState(deps, websiteId);
}
