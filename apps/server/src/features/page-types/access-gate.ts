import { PAGE_TYPES } from '@plinth/platform';
import { unlockPage, unlockSite, SITE_ACCESS_MESSAGES } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { ExtensionPage, PageExtensions, PageRequestInfo } from '../../infra/page-extensions.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { IslandRenderer } from '../../infra/islands.ts';
import { GUESS_MESSAGES, spokenWait } from '../../infra/rate-limit/wait-message.ts';
import type { AccessState } from './access-state.ts';
import { ACCESS_PAGE_TEXT, PAGE_TYPE_TITLES } from './messages.ts';
import { ownerSignedIn } from './owner-bypass.ts';
import type { ProtectedPage } from './protected-pages-repository.ts';
import { hasUnlock, pageUnlockCookie, SITE_UNLOCK_COOKIE } from './unlock-cookie.ts';

/*
 * The lock screen (103) and protected pages (105): a gate in front of every storefront page
 * (infra/page-extensions.ts). A visitor without the unlock cookie gets the password page, never
 * cached; the dashboard, the API and /assets are other routes and stay reachable. A signed-in
 * owner passes.
 */

/** `?unlock=` after a refused password (unlock-routes.ts sends the visitor back with it; `wait=` seconds after a 429). */
const UNLOCK_ERRORS: Record<string, string> = { wrong: SITE_ACCESS_MESSAGES.wrongPassword, empty: SITE_ACCESS_MESSAGES.passwordRequired };

/** Whether the refusal asked for the proof of work (`?pow=1`). */
const asksProof = (info: PageRequestInfo): boolean => info.query.pow === '1';

function errorOf(info: PageRequestInfo): string | null {
  const code = info.query.unlock;
  if (code === 'throttled') {
    const wait = spokenWait(Math.min(Math.max(Number(info.query.wait) || 1, 1), 24 * 60 * 60) * 1000);
    return asksProof(info) ? GUESS_MESSAGES.tooManyOrProve(wait.words) : GUESS_MESSAGES.tooMany(wait.words);
  }
  return typeof code === 'string' ? (UNLOCK_ERRORS[code] ?? null) : null;
}

/** The ALTCHA widget in the password form, once the target asks for a proof (it fills the form's `captchaKey`). */
function proofOfWorkIsland(info: PageRequestInfo, islands: IslandRenderer | null): string {
  return asksProof(info) && islands ? islands.renderIsland('ProofOfWork', { id: 'access-proof', name: 'captchaKey' }) : '';
}

/** The lock screen: the site's name, the owner's message and the password form; no navigation. */
function lockScreenPage(info: PageRequestInfo, state: AccessState, islands: IslandRenderer | null): ExtensionPage {
  return {
    status: 401,
    template: 'lock-screen',
    title: PAGE_TYPE_TITLES.lockScreen,
    pageType: PAGE_TYPES.LOCK_SCREEN,
    private: true,
    headTags: '<meta name="robots" content="noindex">',
    context: {
      navigation: [],
      accessForm: {
        heading: ACCESS_PAGE_TEXT.lockHeading,
        message: state.lock.message || ACCESS_PAGE_TEXT.lockDefaultMessage,
        action: unlockSite.path,
        next: info.path,
        error: errorOf(info),
        proofOfWork: proofOfWorkIsland(info, islands),
      },
    },
  };
}

/** A protected page's password page: the page's title and the owner's message. */
function protectedPagePage(info: PageRequestInfo, page: ProtectedPage, islands: IslandRenderer | null): ExtensionPage {
  const { title } = page;
  return {
    status: 401,
    template: 'protected-page',
    title: PAGE_TYPE_TITLES.protectedPage(title),
    pageType: PAGE_TYPES.PROTECTED_CONTENT,
    private: true,
    headTags: '<meta name="robots" content="noindex">',
    context: {
      accessForm: {
        heading: ACCESS_PAGE_TEXT.pageHeading(title),
        message: page.message || ACCESS_PAGE_TEXT.pageDefaultMessage,
        action: unlockPage.path.replace(':id', page.collectionId),
        next: info.path,
        error: errorOf(info),
        proofOfWork: proofOfWorkIsland(info, islands),
      },
    },
  };
}

/** The gate hook. */
export function accessGate(db: Kysely<Schema>, stateOf: (websiteId: string, version: number) => Promise<AccessState>, islands: () => Promise<IslandRenderer | null>): PageExtensions['gates'][number] {
  return async (info) => {
    const state = await stateOf(info.site.id, info.site.contentVersion);
    const locked = state.lock.enabled && state.lock.passwordHash !== null && !hasUnlock(info.request, SITE_UNLOCK_COOKIE, state.lock.secret, `site:${info.site.id}`);
    const page = state.protectedByUrlId.get(info.segments[0] ?? '');
    const pageLocked = page !== undefined && !hasUnlock(info.request, pageUnlockCookie(page.collectionId), page.secret, `page:${page.collectionId}`);
    if (!locked && !pageLocked) return null;
    if (await ownerSignedIn(db, info.request, info.site.id, info.now)) return null;
    if (locked) return lockScreenPage(info, state, await islands());
    return protectedPagePage(info, page as ProtectedPage, await islands());
  };
}
