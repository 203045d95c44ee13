import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { forEachDialect, type DialectContext } from './dialects.ts';
import { seedDemo } from '../seed/demo.ts';

/** A seeded demo store on one dialect, served in-process through Fastify's inject. */
export interface TestStore extends DialectContext {
  readonly app: FastifyInstance;
}

/**
 * Declares `fn` once per dialect (SQLite, PostgreSQL) against a freshly
 * seeded demo store with the real theme and the built islands.
 */
export function forEachStore(name: string, fn: (store: TestStore) => void, options: Partial<AppOptions> = {}): void {
  forEachDialect(name, (t) => {
    let app: FastifyInstance | undefined;
    beforeAll(async () => {
      await seedDemo(t.db);
      app = await buildApp({ database: t.database, ...options });
    });
    afterAll(async () => {
      await app?.close();
    });
    fn({
      get db() {
        return t.db;
      },
      get database() {
        return t.database;
      },
      dialect: t.dialect,
      get app() {
        return app as FastifyInstance;
      },
    });
  });
}

/**
 * A visitor with a cookie jar: the first page sets the crumb, and every
 * state-changing call sends it in X-CSRF-Token, as the islands do.
 */
export class Visitor {
  readonly cookies = new Map<string, string>();
  private readonly app: () => FastifyInstance;

  constructor(app: () => FastifyInstance) {
    this.app = app;
  }

  get crumb(): string | undefined {
    return this.cookies.get('crumb');
  }

  /** Opens a page so the crumb cookie is set. */
  async arrive(path = '/'): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url: path });
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.csrf !== false && this.crumb && options.method && options.method !== 'GET') headers['x-csrf-token'] = this.crumb;
    const response = await this.app().inject({ ...options, headers });
    for (const cookie of response.cookies as { name: string; value: string }[]) this.cookies.set(cookie.name, cookie.value);
    return response;
  }

  /** POST/PUT/DELETE with a JSON body. */
  async send(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, csrf = true): Promise<LightMyRequestResponse> {
    return this.request({ method, url, payload: body === undefined ? undefined : (body as object), csrf });
  }
}
