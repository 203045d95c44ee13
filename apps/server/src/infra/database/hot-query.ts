import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/*
 * Building and compiling a Kysely query costs about as much as SQLite takes to run a small indexed
 * one (measured ~35 µs of ~80 µs per query). The product page runs a few such queries per request,
 * so the hot ones are built and compiled once per Kysely instance and then only re-bound.
 */

const SENTINEL = '\u0000plinth-arg:';

interface Bound {
  compiled: CompiledQuery;
  /** For each SQL parameter: the argument index it takes, or -1 to keep the compiled constant. */
  slots: number[];
}

/**
 * Wraps a query builder whose arguments (strings or numbers) are only used as values: the query is compiled once
 * per dialect (and shared with transactions) and later calls just bind the arguments.
 * @param build builds the query from the arguments; must not branch on their values
 * @example
 * const byId = hotQuery((db, id: string) => db.selectFrom('websites').selectAll().where('id', '=', id));
 * const rows = await byId(db, 'abc');
 */
export function hotQuery<DB, Args extends (string | number)[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (db: Kysely<DB>, ...args: Args) => Promise<Row[]> {
  // Keyed by the dialect adapter, which a Kysely instance shares with its transactions: a query
  // compiled once serves both (the SQL depends only on the dialect).
  const cache = new WeakMap<object, Bound>();
  const prepare = (db: Kysely<DB>, arity: number): Bound => {
    // Placeholders stand in for every argument while the query is built; numbers too, since the
    // builder only passes values through to the parameter list.
    const sentinels = Array.from({ length: arity }, (_, i) => `${SENTINEL}${i}`) as unknown as Args;
    const compiled = build(db, ...sentinels).compile();
    const slots = compiled.parameters.map((p) =>
      typeof p === 'string' && p.startsWith(SENTINEL) ? Number(p.slice(SENTINEL.length)) : -1,
    );
    for (let i = 0; i < arity; i++) {
      if (!slots.includes(i)) throw new Error(`hotQuery: argument ${i} is not bound as a parameter in: ${compiled.sql}`);
    }
    return { compiled, slots };
  };
  return async (db, ...args) => {
    const key = db.getExecutor().adapter;
    let bound = cache.get(key);
    if (bound === undefined) cache.set(key, (bound = prepare(db, args.length)));
    const { compiled, slots } = bound;
    const parameters = slots.map((slot, i) => (slot === -1 ? compiled.parameters[i] : args[slot]));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
