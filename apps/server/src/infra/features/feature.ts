import type { Engine, Formatter, Template } from '@plinth/template';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Config } from '../config.ts';
import type { IslandRenderer } from '../islands.ts';
import type { DeclaredPageKind } from '../page-extensions.ts';
import type { Theme } from '../theme.ts';
import type { Designs } from '../theme/designs.ts';

/*
 * What a feature brings, declared once in its `feature.ts`: the app (its plugin, page kinds and
 * template formatters), the `plinth start` process (scheduled jobs, long-running workers,
 * crash-recovery steps) and every registry are derived from the one list of features (apps/server/src/features.ts),
 * so adding a capability touches its own folder and one line of that list.
 */

/** What a feature's plugin is given besides `app.deps`: the loaded theme, the island renderer, the declared page kinds. */
export interface FeatureContext {
  theme: Theme<Template>;
  /** The designs an owner chooses from (`default` is `theme`); the page renderer draws a page with the one its decoration names. */
  designs: Designs<Template>;
  islands: IslandRenderer;
  /** The template engine the theme was compiled with (its formatters include every feature's). */
  engine: Engine;
  /** Every feature's declared page kinds, in the order of the list of features (the pages feature runs them). */
  pageKinds: readonly DeclaredPageKind[];
}

/** What a job or a recovery step runs with. */
export interface JobContext {
  deps: AppDeps;
  log: FastifyBaseLogger;
  config: Config;
  /** When the run started (epoch ms). */
  now: number;
}

/** Work `plinth start` repeats: one run at a time (a run longer than the interval skips a turn). */
export interface ScheduledJob {
  /** What it does, for the log (`pruning owner sessions`: the log says `pruning owner sessions failed`). */
  name: string;
  /** How often, from the configuration. */
  everyMs: (config: Config) => number;
  /** Whether it also runs once as the server starts. @default false */
  atStart?: boolean;
  run(context: JobContext): Promise<unknown>;
}

/** A worker `plinth start` keeps running beside the server; it answers a stop function. */
export interface BackgroundWorker {
  name: string;
  start(context: Omit<JobContext, 'now'>): () => Promise<void>;
}

/** Settles what a process that died left half done (run at start when no other process is alive). */
export interface RecoveryStep {
  /** What it settles, for the log (`payments`). */
  name: string;
  run(context: JobContext): Promise<unknown>;
}

/** One feature's declaration. */
export interface Feature {
  /** The feature's folder name. */
  name: string;
  /** Registers its routes and hooks. */
  plugin?: (app: FastifyInstance, context: FeatureContext) => Promise<void>;
  /**
   * The kinds of storefront page it owns, in the order they are asked (features/pages/kinds: cart,
   * checkout, account, home, page, lists, items). Kinds that share state with a feature's routes or
   * other hooks (search's index, the events collections' cache) are added by its plugin instead,
   * through `app.deps.pageExtensions.kinds` (infra/page-extensions.ts), and are asked first.
   */
  pageKinds?: readonly DeclaredPageKind[];
  /** Template formatters it adds to the engine (widgets rendering islands). */
  formatters?: (islands: IslandRenderer) => Record<string, Formatter>;
  jobs?: readonly ScheduledJob[];
  workers?: readonly BackgroundWorker[];
  recovery?: readonly RecoveryStep[];
}

/** Declares a feature (the identity function: it types the declaration). */
export function defineFeature<const F extends Feature>(feature: F): F {
  return feature;
}
