import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { Experiment } from './definitions.ts';
import { servedExperiments } from './experiments-repository.ts';

/*
 * The experiments a site serves, kept in memory so a render reads no experiment row. Every change
 * of an experiment bumps the site's content version (changeContent), which every request already
 * knows, so an entry is fresh while its version matches — in every process. The site's status is
 * read with them; it changes outside experiments, so an entry also expires after a minute.
 */

const MAX_AGE_MS = 60_000;

/** What a render of the site needs. */
export interface ServedSite {
  experiments: Experiment[];
  websiteStatus: number;
}

interface Entry {
  contentVersion: number;
  loadedAt: number;
  site: Promise<ServedSite>;
}

/** Served experiments by site. */
export class ServedExperimentsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly db: Kysely<Schema>;

  constructor(db: Kysely<Schema>) {
    this.db = db;
  }

  /** The site's served experiments at `contentVersion`. */
  get(websiteId: string, contentVersion: number, now: number): Promise<ServedSite> {
    const entry = this.entries.get(websiteId);
    if (entry && entry.contentVersion === contentVersion && now - entry.loadedAt < MAX_AGE_MS) return entry.site;
    if (this.entries.size > 10_000) this.entries.clear();
    const site = servedExperiments(this.db, websiteId);
    // A failed read is not kept: the next render tries again.
    site.catch(() => this.entries.delete(websiteId));
    this.entries.set(websiteId, { contentVersion, loadedAt: now, site });
    return site;
  }
}
