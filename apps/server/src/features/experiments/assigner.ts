import type { ExperimentConfiguration, ExperimentContext } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { EventBuffer } from '../analytics/index.ts';
import { AssignmentsMemory } from './assignments-memory.ts';
import { pickVariant } from './bucketing.ts';
import type { Experiment } from './definitions.ts';
import { assignmentsOf } from './experiments-repository.ts';
import { ServedExperimentsCache } from './served-experiments-cache.ts';

/*
 * The assignment at render (issue 13): for each experiment the site serves, the visitor's variant —
 * the stored one when they were exposed before (sticky: later weight changes never move them), else
 * the bucket of their id and the experiment's seed under today's weights, stored the first time. A
 * rolled-out experiment gives everyone its winner. Renders read memory: the served experiments per
 * site and recent visitors' variants; first assignments are written in batches behind the answer.
 */

/** platform.md §3 website status "internal": query overrides apply. */
export const INTERNAL_WEBSITE_STATUS = 6;

/** Who the page is rendered for. */
export interface RenderVisitor {
  visitorId: string;
  /** An id minted for this response: nothing can be stored for it yet, so nothing is read. */
  isNew: boolean;
  /** A crawler: served a variant, never stored or counted. */
  isBot: boolean;
}

/** A first exposure: the visitor was just assigned `segmentName` of `name`. */
export interface Exposure {
  experimentId: string;
  name: string;
  segmentName: string;
}

/** What a render receives. */
export interface RenderAssignment {
  configuration: ExperimentConfiguration;
  /** Names the variants rendered ('' without experiments): pages are cached per distinct assignment. */
  cacheKey: string;
  exposures: Exposure[];
}

interface AssignmentRow {
  experiment_id: string;
  visitor_id: string;
  website_id: string;
  variant: string;
  assigned_at: number;
}

const NO_EXPERIMENTS: RenderAssignment = Object.freeze({ configuration: Object.freeze({ loaded: true, contexts: [] }), cacheKey: '', exposures: [] }) as RenderAssignment;

function contextOf(experiment: Experiment, segmentName: string | undefined): ExperimentContext {
  const variant = experiment.variants.find((v) => v.name === segmentName);
  // A stored variant the experiment no longer has: the page falls back (containsError).
  if (!variant) return { name: experiment.name, experimentType: experiment.experimentType, variant: '', segmentName: segmentName ?? '', containsError: true };
  return { name: experiment.name, experimentType: experiment.experimentType, variant: variant.value, segmentName: variant.name, containsError: false };
}

/** One app's assignments. */
export class ExperimentAssigner {
  readonly served: ServedExperimentsCache;
  private readonly memory = new AssignmentsMemory();
  private readonly writes: EventBuffer<AssignmentRow>;
  private readonly db: Kysely<Schema>;

  constructor(db: Kysely<Schema>, onWriteError: (error: unknown, lost: number) => void = () => {}) {
    this.db = db;
    this.served = new ServedExperimentsCache(db);
    const insert = async (rows: AssignmentRow[]) => {
      // Another process may have stored the same visitor meanwhile: the first row stays.
      await db.insertInto('experiment_assignments').values(rows).onConflict((oc) => oc.columns(['experiment_id', 'visitor_id']).doNothing()).execute();
    };
    this.writes = new EventBuffer<AssignmentRow>({ write: insert, writeOne: insert, onError: onWriteError });
  }

  /**
   * The visitor's experiments on a site. `overrides` (experiment name → variant name) are honoured
   * only on an internal site, and are neither stored nor counted.
   */
  async assign(websiteId: string, contentVersion: number, visitor: RenderVisitor, overrides: ReadonlyMap<string, string>, now: number): Promise<RenderAssignment> {
    const site = await this.served.get(websiteId, contentVersion, now);
    if (site.experiments.length === 0) return NO_EXPERIMENTS;
    const overriding = overrides.size > 0 && site.websiteStatus === INTERNAL_WEBSITE_STATUS;
    const chosen = new Map<string, string>();
    const unknown: Experiment[] = [];
    const known = visitor.isBot || visitor.isNew ? undefined : this.memory.variantsOf(websiteId, visitor.visitorId);
    for (const experiment of site.experiments) {
      const override = overriding ? overrides.get(experiment.name) : undefined;
      if (experiment.status === 'rolled_out') chosen.set(experiment.id, experiment.winner ?? '');
      else if (override !== undefined && experiment.variants.some((v) => v.name === override)) chosen.set(experiment.id, override);
      else {
        const remembered = known?.get(experiment.id);
        if (remembered !== undefined) chosen.set(experiment.id, remembered);
        else unknown.push(experiment);
      }
    }
    const exposures: Exposure[] = [];
    if (unknown.length > 0) {
      const stored = visitor.isNew || visitor.isBot ? new Map<string, string>() : await assignmentsOf(this.db, websiteId, visitor.visitorId, unknown.map((e) => e.id));
      for (const experiment of unknown) {
        let variant = stored.get(experiment.id);
        if (variant === undefined) {
          variant = pickVariant(visitor.visitorId, experiment.seed, experiment.variants).name;
          if (!visitor.isBot) {
            this.queue({ experiment_id: experiment.id, visitor_id: visitor.visitorId, website_id: websiteId, variant, assigned_at: now });
            exposures.push({ experimentId: experiment.id, name: experiment.name, segmentName: variant });
          }
        }
        if (!visitor.isBot) this.memory.set(websiteId, visitor.visitorId, experiment.id, variant);
        chosen.set(experiment.id, variant);
      }
    }
    const contexts = site.experiments.map((experiment) => contextOf(experiment, chosen.get(experiment.id)));
    return {
      configuration: { loaded: true, contexts },
      cacheKey: contexts.map((c) => `${c.name}=${c.segmentName}`).join('&'),
      exposures,
    };
  }

  private queue(row: AssignmentRow): void {
    try {
      this.writes.add(row);
    } catch {
      // The app is closing: the page is still served; this visitor is assigned again next time.
    }
  }

  /** Writes the waiting first assignments now (tests, and results read right after a render). */
  flush(): Promise<void> {
    return this.writes.flush();
  }

  /** Writes what is waiting and stops taking more. */
  close(): Promise<void> {
    return this.writes.close();
  }
}
