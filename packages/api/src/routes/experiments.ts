import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { idParams } from './owner.ts';

/*
 * The experiments feature's routes (apps/server/src/features/experiments, docs/experiments-api.md):
 * the owner's feature toggles and A/B tests — create, change weights, start, stop, roll out a
 * winner — and each one's results. Reading needs reports:read, every change settings:write.
 */

export const EXPERIMENT_TYPES = ['FEATURE_TOGGLE', 'AB_TEST'] as const;
export const EXPERIMENT_GOALS = ['add_to_cart', 'purchase', 'form_submission', 'page_view'] as const;
export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped', 'rolled_out'] as const;
/** Variants an experiment may have. */
export const MAX_VARIANTS = 10;

const experimentName = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'name must be 1 to 64 lower-case letters, digits or dashes, starting with a letter or digit.');
const variantName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'A variant name must be 1 to 40 letters, digits, dashes or underscores.');
const weight = z.number({ error: 'A weight must be a whole number from 0 to 100.' }).int('A weight must be a whole number from 0 to 100.').min(0, 'A weight must be a whole number from 0 to 100.').max(100, 'A weight must be a whole number from 0 to 100.');

/** One variant: its segment name, what the page receives, and its share of new visitors (percent). */
export const experimentVariant = z.object({
  name: variantName,
  value: z.string().max(200, 'A variant value is at most 200 characters.'),
  weight,
});

const weightsSumTo100 = (variants: Array<{ weight: number }>) => variants.reduce((sum, v) => sum + v.weight, 0) === 100;
const namesUnique = (variants: Array<{ name: string }>) => new Set(variants.map((v) => v.name)).size === variants.length;
const variantList = z
  .array(experimentVariant)
  .min(2, 'An experiment has at least 2 variants.')
  .max(MAX_VARIANTS, `An experiment has at most ${MAX_VARIANTS} variants.`)
  .refine(weightsSumTo100, 'The weights must add up to 100.')
  .refine(namesUnique, 'Variant names must be different.');

/** POST /api/owner/experiments's body. */
export const createExperimentBody = z
  .object({
    name: experimentName,
    experimentType: z.enum(EXPERIMENT_TYPES, { error: 'experimentType must be FEATURE_TOGGLE or AB_TEST.' }),
    /** The first variant is the control. A toggle's values are `true` or `false`. */
    variants: variantList,
    goal: z.enum(EXPERIMENT_GOALS, { error: 'goal must be add_to_cart, purchase, form_submission or page_view.' }).default('add_to_cart'),
    /** The page a page_view goal counts (a path starting with /). */
    goalPath: z.string().trim().max(500, 'goalPath is too long.').regex(/^\//, 'goalPath must be a path starting with /.').optional(),
  })
  .refine((b) => b.experimentType !== 'FEATURE_TOGGLE' || b.variants.every((v) => v.value === 'true' || v.value === 'false'), {
    message: 'A feature toggle’s variant values must be true or false.',
    path: ['variants'],
  })
  .refine((b) => b.goal !== 'page_view' || b.goalPath !== undefined, { message: 'A page_view goal needs goalPath.', path: ['goalPath'] });

/** An experiment as the owner sees it. */
export const ownerExperiment = z.object({
  id: z.string(),
  name: z.string(),
  experimentType: z.enum(EXPERIMENT_TYPES),
  variants: z.array(experimentVariant),
  goal: z.enum(EXPERIMENT_GOALS),
  goalPath: z.string().nullable(),
  status: z.enum(EXPERIMENT_STATUSES),
  winner: z.string().nullable(),
  createdAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  stoppedAt: z.number().int().nullable(),
});

/** One variant's figures. */
export const variantResult = z.object({
  name: z.string(),
  value: z.string(),
  weight: z.number().int(),
  /** Visitors first shown this variant while the experiment ran. */
  exposures: z.number().int(),
  /** Of those, visitors who reached the goal after their exposure. */
  conversions: z.number().int(),
  /** conversions / exposures (0 without exposures). */
  conversionRate: z.number(),
  /** Purchases after exposure, in minor units of the site's currency. */
  revenueCents: z.number().int(),
  /** Against the control (null for the control): rate difference and its 95% confidence interval. */
  difference: z.object({ absolute: z.number(), low: z.number(), high: z.number(), significant: z.boolean() }).nullable(),
});

/** An experiment's results. */
export const experimentResults = z.object({
  currency: z.string(),
  variants: z.array(variantResult),
  /** The exposures' split against the weights (chi-square); mismatch when p < 0.001. */
  sampleRatio: z.object({ chiSquare: z.number(), pValue: z.number(), mismatch: z.boolean() }),
});

/** GET /api/owner/experiments. */
export const listExperiments = defineRoute({
  method: 'GET',
  path: '/api/owner/experiments',
  tag: 'experiments',
  access: 'reports:read',
  summary: "The site's feature toggles and A/B tests, newest first",
  response: z.object({ experiments: z.array(ownerExperiment) }),
});

/** POST /api/owner/experiments. */
export const createExperiment = defineRoute({
  method: 'POST',
  path: '/api/owner/experiments',
  tag: 'experiments',
  access: 'settings:write',
  summary: 'Creates a feature toggle or an A/B test (a draft)',
  body: createExperimentBody,
  response: z.object({ experiment: ownerExperiment }),
  status: 201,
});

/** GET /api/owner/experiments/:id. */
export const getExperiment = defineRoute({
  method: 'GET',
  path: '/api/owner/experiments/:id',
  tag: 'experiments',
  access: 'reports:read',
  summary: 'One experiment and its results per variant: exposures, conversions, revenue, difference with the control, sample-ratio check',
  params: idParams,
  response: z.object({ experiment: ownerExperiment, results: experimentResults }),
});

/** PUT /api/owner/experiments/:id/weights. */
export const setExperimentWeights = defineRoute({
  method: 'PUT',
  path: '/api/owner/experiments/:id/weights',
  tag: 'experiments',
  access: 'settings:write',
  summary: "Changes the variants' weights (new visitors only: visitors already assigned keep their variant)",
  params: idParams,
  body: z.object({
    weights: z
      .record(variantName, weight)
      .refine((w) => Object.values(w).reduce((sum, n) => sum + n, 0) === 100, 'The weights must add up to 100.'),
  }),
  response: z.object({ experiment: ownerExperiment }),
});

/** POST /api/owner/experiments/:id/start. */
export const startExperiment = defineRoute({
  method: 'POST',
  path: '/api/owner/experiments/:id/start',
  tag: 'experiments',
  access: 'settings:write',
  summary: 'Starts (or restarts) a draft or stopped experiment: pages assign and show its variants',
  params: idParams,
  response: z.object({ experiment: ownerExperiment }),
});

/** POST /api/owner/experiments/:id/stop. */
export const stopExperiment = defineRoute({
  method: 'POST',
  path: '/api/owner/experiments/:id/stop',
  tag: 'experiments',
  access: 'settings:write',
  summary: 'Stops a running or rolled-out experiment: pages no longer receive it (their fallbacks apply)',
  params: idParams,
  response: z.object({ experiment: ownerExperiment }),
});

/** POST /api/owner/experiments/:id/roll-out. */
export const rollOutExperiment = defineRoute({
  method: 'POST',
  path: '/api/owner/experiments/:id/roll-out',
  tag: 'experiments',
  access: 'settings:write',
  summary: 'Rolls out a winner: every visitor gets that variant',
  params: idParams,
  body: z.object({ winner: variantName }),
  response: z.object({ experiment: ownerExperiment }),
});

/** Every route of this file (API_ROUTES lists them). */
export const experimentsRoutes: readonly ApiRoute[] = [listExperiments, createExperiment, getExperiment, setExperimentWeights, startExperiment, stopExperiment, rollOutExperiment];
