import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import type { Experiment, ExperimentGoal, ExperimentStatus, Variant } from './definitions.ts';
import { findExperiment, insertExperiment, nameTaken, updateExperiment, type ExperimentChange } from './experiments-repository.ts';
import { EXPERIMENT_MESSAGES, RESERVED_EXPERIMENTS } from './messages.ts';

/*
 * The owner's experiments: create (a draft), change weights, start, stop, roll out a winner. Every
 * change that alters what visitors see goes through changeContent, so the pages cached for the old
 * state and each process's served-experiments memory are replaced at once.
 */

/** A new experiment, as the API parsed it. */
export interface NewExperiment {
  name: string;
  experimentType: 'FEATURE_TOGGLE' | 'AB_TEST';
  variants: Variant[];
  goal: ExperimentGoal;
  goalPath?: string | undefined;
}

/** Creates a draft experiment with a fresh seed. */
export async function createExperiment(db: Kysely<Schema>, websiteId: string, input: NewExperiment, now: number): Promise<Experiment> {
  const reserved = RESERVED_EXPERIMENTS[input.name];
  if (reserved && reserved.type !== input.experimentType) throw new AppError('INVALID', EXPERIMENT_MESSAGES.reservedType(input.name, reserved.type));
  if (reserved?.variants && input.variants.map((v) => v.name).sort().join() !== [...reserved.variants].sort().join()) {
    throw new AppError('INVALID', EXPERIMENT_MESSAGES.reservedVariants(input.name, reserved.variants.join(' and ')));
  }
  if (await nameTaken(db, websiteId, input.name)) throw new AppError('CONFLICT', EXPERIMENT_MESSAGES.nameTaken(input.name));
  const experiment: Experiment = {
    id: newId(),
    websiteId,
    name: input.name,
    experimentType: input.experimentType,
    seed: randomBytes(8).toString('hex'),
    variants: input.variants,
    goal: input.goal,
    goalPath: input.goal === 'page_view' ? (input.goalPath ?? null) : null,
    status: 'draft',
    winner: null,
    createdAt: now,
    startedAt: null,
    stoppedAt: null,
  };
  try {
    await insertExperiment(db, experiment);
  } catch (error) {
    // Two owners creating the same name together: the unique constraint decides.
    if (await nameTaken(db, websiteId, input.name)) throw new AppError('CONFLICT', EXPERIMENT_MESSAGES.nameTaken(input.name));
    throw error;
  }
  return experiment;
}

/** The site's experiment `id`, or 404. */
export async function experimentOf(db: Kysely<Schema>, websiteId: string, id: string): Promise<Experiment> {
  const experiment = await findExperiment(db, websiteId, id);
  if (!experiment) throw new AppError('NOT_FOUND', EXPERIMENT_MESSAGES.notFound);
  return experiment;
}

/** Applies `change` from one of `from` statuses (409 with `refusal` otherwise), bumping the content version. */
async function transition(db: Kysely<Schema>, websiteId: string, id: string, from: readonly ExperimentStatus[], change: ExperimentChange, refusal: string): Promise<Experiment> {
  await experimentOf(db, websiteId, id);
  const changed = await changeContent(db, websiteId, (tx) => updateExperiment(tx, websiteId, id, from, change), (done) => done);
  if (!changed) throw new AppError('CONFLICT', refusal);
  return experimentOf(db, websiteId, id);
}

/** Starts a draft or stopped experiment. */
export function startExperiment(db: Kysely<Schema>, websiteId: string, id: string, now: number): Promise<Experiment> {
  return transition(db, websiteId, id, ['draft', 'stopped'], { status: 'running', winner: null, startedAt: now }, EXPERIMENT_MESSAGES.cannotStart);
}

/** Stops a running or rolled-out experiment. */
export function stopExperiment(db: Kysely<Schema>, websiteId: string, id: string, now: number): Promise<Experiment> {
  return transition(db, websiteId, id, ['running', 'rolled_out'], { status: 'stopped', stoppedAt: now }, EXPERIMENT_MESSAGES.cannotStop);
}

/** Rolls out `winner` of a running or stopped experiment to every visitor. */
export async function rollOutExperiment(db: Kysely<Schema>, websiteId: string, id: string, winner: string, now: number): Promise<Experiment> {
  const experiment = await experimentOf(db, websiteId, id);
  if (!experiment.variants.some((v) => v.name === winner)) throw new AppError('INVALID', EXPERIMENT_MESSAGES.unknownWinner(winner));
  return transition(db, websiteId, id, ['running', 'stopped'], { status: 'rolled_out', winner, stoppedAt: now }, EXPERIMENT_MESSAGES.cannotRollOut);
}

/** New weights for the same variants (new visitors only: stored assignments never move). */
export async function setWeights(db: Kysely<Schema>, websiteId: string, id: string, weights: Readonly<Record<string, number>>): Promise<Experiment> {
  const experiment = await experimentOf(db, websiteId, id);
  const names = Object.keys(weights);
  if (names.length !== experiment.variants.length || !experiment.variants.every((v) => v.name in weights)) throw new AppError('INVALID', EXPERIMENT_MESSAGES.weightsMismatch);
  const variants = experiment.variants.map((v) => ({ ...v, weight: weights[v.name] as number }));
  return transition(db, websiteId, id, ['draft', 'running', 'stopped', 'rolled_out'], { variants }, EXPERIMENT_MESSAGES.notFound);
}
