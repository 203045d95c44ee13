import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatVisitorCookie, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_MS } from '@plinth/platform';
import type { AppDeps } from '../../infra/app-deps.ts';
import { CookielessIds, cookieVisitor, recordServerEvent, type SERVER_EVENT_SCHEMAS } from '../analytics/index.ts';
import type { Website } from '../site/index.ts';
import { isBotAgent } from './bot-check.ts';
import { ExperimentAssigner, type RenderAssignment, type RenderVisitor } from './assigner.ts';

/*
 * The experiments of one page render. The visitor is the one analytics counts (storefront.md §9):
 * the ss_cvr cookie's id; without it, on a site whose cookie policy needs no consent, an id minted
 * now and set as ss_cvr (visit count 0, so the page view's script counts the first visit as usual
 * and every later event carries the same id); under a restrictive policy, the cookieless daily hash.
 */

/** `?experiment.<name>=<variant>` (internal sites only). */
const OVERRIDE_PREFIX = 'experiment.';
/** The analytics event of a first exposure (its data names each experiment's variant); only the server writes it. */
export const EXPOSURE_EVENT = 'experiment_exposure' satisfies (typeof SERVER_EVENT_SCHEMAS)['Experiments'][number];

interface AppExperiments {
  assigner: ExperimentAssigner;
  cookieless: CookielessIds;
}

const APPS = new WeakMap<AppDeps, AppExperiments>();

/** The experiments state of an app (made on first use; the plugin closes it). */
export function appExperiments(deps: AppDeps, onWriteError?: (error: unknown, lost: number) => void): AppExperiments {
  let state = APPS.get(deps);
  if (!state) {
    state = { assigner: new ExperimentAssigner(deps.db, onWriteError), cookieless: new CookielessIds(deps.db) };
    APPS.set(deps, state);
  }
  return state;
}

function overridesOf(query: unknown): Map<string, string> {
  const overrides = new Map<string, string>();
  if (typeof query !== 'object' || query === null) return overrides;
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith(OVERRIDE_PREFIX) && typeof value === 'string') overrides.set(key.slice(OVERRIDE_PREFIX.length), value);
  }
  return overrides;
}

async function visitorOf(request: FastifyRequest, reply: FastifyReply, website: Website, cookieless: CookielessIds, now: number): Promise<RenderVisitor> {
  const isBot = isBotAgent(request.headers['user-agent'] ?? '');
  const known = cookieVisitor(request.cookies[VISITOR_COOKIE]);
  if (known) return { visitorId: known.visitorId, isNew: false, isBot };
  if (website.settings.cookiePolicy === 'permissive' && !isBot) {
    const visitorId = randomUUID().replaceAll('-', '');
    const value = formatVisitorCookie({ id: visitorId, firstVisit: now, lastVisit: now, visitCount: 0 });
    reply.setCookie(VISITOR_COOKIE, value, { path: '/', sameSite: 'lax', httpOnly: false, secure: request.protocol === 'https', maxAge: VISITOR_COOKIE_MAX_AGE_MS / 1000, encode: (v) => v });
    // The exposure event of this render counts the same visitor as the page's later events.
    request.cookies[VISITOR_COOKIE] = value;
    return { visitorId, isNew: true, isBot };
  }
  const hashed = await cookieless.visitor(website.id, request.ip, request.headers['user-agent'] ?? '', now);
  return { visitorId: hashed.visitorId, isNew: false, isBot };
}

/**
 * The experiments `request`'s visitor gets on `path` of `website` — the page context's `experiments`
 * and the key its HTML is cached under. Records first exposures as an analytics event.
 */
export async function experimentsForPage(request: FastifyRequest, reply: FastifyReply, website: Website, path: string): Promise<RenderAssignment> {
  const deps = request.server.deps;
  const { assigner, cookieless } = appExperiments(deps);
  const now = deps.now();
  const site = await assigner.served.get(website.id, website.contentVersion, now);
  // No experiment: nothing to decide, no visitor to mint.
  if (site.experiments.length === 0) return assigner.assign(website.id, website.contentVersion, { visitorId: '', isNew: true, isBot: true }, new Map(), now);
  const visitor = await visitorOf(request, reply, website, cookieless, now);
  const assignment = await assigner.assign(website.id, website.contentVersion, visitor, overridesOf(request.query), now);
  if (assignment.exposures.length > 0) {
    void recordServerEvent(request, {
      websiteId: website.id,
      schema: 'Experiments',
      eventName: EXPOSURE_EVENT,
      path,
      data: { experiments: Object.fromEntries(assignment.exposures.map((e) => [e.name, e.segmentName])) },
    });
  }
  return assignment;
}
