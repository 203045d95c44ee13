/*
 * A small saga runner (decisions/0003-payment-steps.md): a workflow is a list of steps of one shape,
 * run in order; when one fails, the steps that completed are undone in reverse, each at most once.
 * Modelled on Medusa v2's workflows (`createStep(name, invoke, compensate)`), without the engine.
 */

/**
 * One step of a workflow. `run` does the step's work and records what it made on the context;
 * `compensate` undoes it when a LATER step fails (a step that fails undoes itself, if it must).
 * @example const reserve: Step<PayContext> = { name: 'reserve-payment', run: …, compensate: … };
 */
export interface Step<C> {
  /** Kebab-case, for logs and errors: 'reserve-payment'. */
  readonly name: string;
  run(context: C): Promise<void>;
  /** Undoes `run`; receives the error that stopped the workflow. */
  compensate?(context: C, error: unknown): Promise<void>;
}

/**
 * Thrown by a step to stop the workflow WITHOUT undoing the steps that completed: their effects must
 * stay (a charge whose outcome nobody knows keeps its reservation for the sweeper; a paid order is
 * never undone for a mail that failed). The runner throws `reason` in its place.
 */
export class Halt extends Error {
  readonly reason: unknown;
  constructor(reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'Halt';
    this.reason = reason;
  }
}

/** A compensation failed: the first such error, with the error that stopped the workflow as `cause`. */
export class CompensationFailed extends Error {
  readonly step: string;
  readonly error: unknown;
  constructor(step: string, error: unknown, cause: unknown) {
    super(`Compensating step ${step} failed: ${error instanceof Error ? error.message : String(error)}`, { cause });
    this.name = 'CompensationFailed';
    this.step = step;
    this.error = error;
  }
}

/**
 * Runs `steps` in order on `context`. When a step throws, the `compensate` of every step that
 * completed before it runs, last first, once each (not the failing step's own), and the error is
 * rethrown; a {@link Halt} skips the compensations and throws its reason. A compensation that throws
 * does not stop the others; the runner then throws {@link CompensationFailed} for the first one.
 * @returns the context, as the steps left it
 */
export async function runSteps<C>(steps: readonly Step<C>[], context: C): Promise<C> {
  const completed: Step<C>[] = [];
  for (const step of steps) {
    try {
      await step.run(context);
    } catch (error) {
      if (error instanceof Halt) throw error.reason;
      await compensate(completed, context, error);
      throw error;
    }
    completed.push(step);
  }
  return context;
}

/** Undoes `completed` in reverse; each step leaves the list before its compensation runs (never twice). */
async function compensate<C>(completed: Step<C>[], context: C, error: unknown): Promise<void> {
  let failure: CompensationFailed | null = null;
  for (let step = completed.pop(); step; step = completed.pop()) {
    if (!step.compensate) continue;
    try {
      await step.compensate(context, error);
    } catch (compensationError) {
      failure ??= new CompensationFailed(step.name, compensationError, error);
    }
  }
  if (failure) throw failure;
}
