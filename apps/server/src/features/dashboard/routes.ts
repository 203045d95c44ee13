import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ensureCrumb } from '../../infra/http/crumb.ts';
import { errorBody } from '../../infra/errors/error-handler.ts';
import { assetScope } from '../../infra/http/asset-scope.ts';
import { NOT_BUILT_MESSAGE } from './messages.ts';

/** The owner app's Vite build (`npm run build -w @plinth/dashboard`). */
export const DASHBOARD_DIST = fileURLToPath(new URL('../../../../dashboard/dist/', import.meta.url));


/**
 * Headers of the app shell: never cached (it names the hashed assets of the
 * current build), never framed, scripts and styles only from this origin —
 * no inline script (the built index.html has none; routes.test.ts checks), no
 * plugins, no `<base>` (issue 36: a script slipped into the dashboard cannot run).
 * Mail HTML in the outbox view is shown in a sandboxed srcdoc frame, which
 * inherits this policy: inline styles stay allowed for it, scripts do not. The
 * editor's preview frame is this origin's address, sandboxed to an opaque origin.
 */
const SHELL_HEADERS = {
  'cache-control': 'no-cache',
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; object-src 'none'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/** Options of {@link registerDashboardRoutes}. */
export interface DashboardRoutesOptions {
  /** The build folder. @default apps/dashboard/dist */
  distDir?: string;
}

/**
 * The owner app under /config: its hashed assets at /config/assets/
 * (immutable, a year), and the HTML shell for /config and every /config/*
 * path, since the app routes on the client. The shell is read once at start;
 * without a build every /config page answers 503 saying how to build it.
 */
export async function registerDashboardRoutes(app: FastifyInstance, _context: AppDeps, options: DashboardRoutesOptions = {}): Promise<void> {
  const dist = options.distDir ?? DASHBOARD_DIST;
  const indexFile = join(dist, 'index.html');
  const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  // The shell and its assets are the same for every site and every visitor.
  assetScope(app);
  if (shell !== null) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/config/assets/',
      // `npm run build` writes .br and .gz beside each asset (scripts/precompress.ts).
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
      index: false,
      // Only the hashed build output: the shell and the manifest are not assets.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
    });
  }

  const serveShell = async (request: FastifyRequest, reply: FastifyReply) => {
    // Not a refusal but the server's own state, answered here: the shell is served outside the API.
    if (shell === null) return reply.code(503).header('cache-control', 'no-store').send(errorBody('UNAVAILABLE', NOT_BUILT_MESSAGE));
    // The first state-changing call (sign-in) echoes the crumb: make sure there is one.
    ensureCrumb(request, reply);
    return reply.headers(SHELL_HEADERS).send(shell);
  };
  app.get('/config', serveShell);
  app.get('/config/*', serveShell);
}
