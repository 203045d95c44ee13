import type { Kysely, Selectable } from 'kysely';
import { parseJson } from '../../infra/database/json.ts';
import type { ExperimentsTable, Schema } from '../../infra/database/schema.ts';
import type { Experiment, ExperimentStatus, Variant } from './definitions.ts';

/* SQL of the experiments and their visitors' assignments (migration 0012). */

function toExperiment(row: Selectable<ExperimentsTable>): Experiment {
  return {
    id: row.id,
    websiteId: row.website_id,
    name: row.name,
    experimentType: row.experiment_type,
    seed: row.seed,
    variants: parseJson<Variant[]>(row.variants_json, []),
    goal: row.goal,
    goalPath: row.goal_path,
    status: row.status,
    winner: row.winner,
    createdAt: Number(row.created_at),
    startedAt: row.started_at === null ? null : Number(row.started_at),
    stoppedAt: row.stopped_at === null ? null : Number(row.stopped_at),
  };
}

/** A site's experiments, newest first. */
export async function listExperiments(db: Kysely<Schema>, websiteId: string): Promise<Experiment[]> {
  const rows = await db.selectFrom('experiments').selectAll().where('website_id', '=', websiteId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toExperiment);
}

/** One experiment of a site, or undefined (another site's id reads as missing). */
export async function findExperiment(db: Kysely<Schema>, websiteId: string, id: string): Promise<Experiment | undefined> {
  const row = await db.selectFrom('experiments').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row && toExperiment(row);
}

/** Whether the site has an experiment called `name`. */
export async function nameTaken(db: Kysely<Schema>, websiteId: string, name: string): Promise<boolean> {
  return (await db.selectFrom('experiments').select('id').where('website_id', '=', websiteId).where('name', '=', name).executeTakeFirst()) !== undefined;
}

/** Stores a new experiment. */
export async function insertExperiment(db: Kysely<Schema>, experiment: Experiment): Promise<void> {
  await db
    .insertInto('experiments')
    .values({
      id: experiment.id,
      website_id: experiment.websiteId,
      name: experiment.name,
      experiment_type: experiment.experimentType,
      seed: experiment.seed,
      variants_json: JSON.stringify(experiment.variants),
      goal: experiment.goal,
      goal_path: experiment.goalPath,
      status: experiment.status,
      winner: experiment.winner,
      created_at: experiment.createdAt,
      started_at: experiment.startedAt,
      stopped_at: experiment.stoppedAt,
    })
    .execute();
}

/** What a change may set. */
export interface ExperimentChange {
  status?: ExperimentStatus;
  winner?: string | null;
  variants?: Variant[];
  startedAt?: number;
  stoppedAt?: number;
}

/**
 * Applies `change` when the experiment is still in one of `from` (a conditional update: two owners
 * pressing start together change it once). True when it changed.
 */
export async function updateExperiment(db: Kysely<Schema>, websiteId: string, id: string, from: readonly ExperimentStatus[], change: ExperimentChange): Promise<boolean> {
  const result = await db
    .updateTable('experiments')
    .set({
      ...(change.status !== undefined && { status: change.status }),
      ...(change.winner !== undefined && { winner: change.winner }),
      ...(change.variants !== undefined && { variants_json: JSON.stringify(change.variants) }),
      ...(change.startedAt !== undefined && { started_at: change.startedAt }),
      ...(change.stoppedAt !== undefined && { stopped_at: change.stoppedAt }),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What a render of the site needs: the experiments it serves (running or rolled out) and the site's status. */
export async function servedExperiments(db: Kysely<Schema>, websiteId: string): Promise<{ experiments: Experiment[]; websiteStatus: number }> {
  const [rows, site] = await Promise.all([
    db.selectFrom('experiments').selectAll().where('website_id', '=', websiteId).where('status', 'in', ['running', 'rolled_out']).orderBy('name').execute(),
    db.selectFrom('websites').select('status').where('id', '=', websiteId).executeTakeFirst(),
  ]);
  return { experiments: rows.map(toExperiment), websiteStatus: Number(site?.status ?? 8) };
}

/** The visitor's stored variants among `experimentIds`, by experiment id. */
export async function assignmentsOf(db: Kysely<Schema>, websiteId: string, visitorId: string, experimentIds: readonly string[]): Promise<Map<string, string>> {
  if (experimentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('experiment_assignments')
    .select(['experiment_id', 'variant'])
    .where('website_id', '=', websiteId)
    .where('visitor_id', '=', visitorId)
    .where('experiment_id', 'in', [...experimentIds])
    .execute();
  return new Map(rows.map((row) => [row.experiment_id, row.variant]));
}
