import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { IMPORT_KINDS, type ImportKind } from '@plinth/api';
import { readConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/database/database.ts';
import { newId } from '../infra/database/ids.ts';
import { findImport, importView, insertImport, runImport } from '../features/imports/index.ts';
import { createMediaImporter } from '../features/media/index.ts';
import { parseCommandArgs } from './args.ts';
import { progressReporter, UsageError, type CliIo } from './io.ts';

/** `plinth import <kind> <file>`: the same import as Settings → Import, run in this process with a progress bar. */
export async function importCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('import', argv, { site: { type: 'string' }, quiet: { type: 'boolean' }, json: { type: 'boolean' } }, { min: 2, max: 2, names: 'the kind and the file' });
  const [kind, file] = positionals as [string, string];
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) throw new UsageError(`plinth import: unknown kind '${kind}' (one of ${IMPORT_KINDS.join(', ')})`);
  const size = await stat(file).then((s) => s.size, () => -1);
  if (size < 0) {
    io.err(`plinth import: cannot read ${file}\n`);
    return 1;
  }
  const config = readConfig(io.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const progress = progressReporter(io, values.quiet === true);
  try {
    const { db } = database;
    const site = values.site
      ? await db.selectFrom('website_hosts').select('website_id as id').where('host', '=', values.site.toLowerCase()).executeTakeFirst()
      : await db.selectFrom('websites').select('id').where('is_default', '=', 1).executeTakeFirst();
    if (!site) {
      io.err(values.site ? `plinth import: no site answers to ${values.site}\n` : 'plinth import: there is no site yet (run plinth start once, or plinth seed)\n');
      return 1;
    }
    const id = newId();
    const now = () => Date.now();
    await insertImport(db, { id, websiteId: site.id, kind, fileName: basename(file), contributorId: null, now: now() });
    const media = await createMediaImporter({ db, now, media: config.media });
    const bar = (done: number) => `${'#'.repeat(Math.round(done / 5)).padEnd(20, '.')}`;
    await runImport({ db, now, media, allowHosts: config.integrations.importAllowHosts ?? [] }, { id, websiteId: site.id, kind: kind as ImportKind, path: file, keep: true }, (done, tally) =>
      progress.update(`Importing ${basename(file)} [${bar(done)}] ${done}%  ${tally.created} created, ${tally.updated} updated, ${tally.errors.length} problems`),
    );
    progress.done();
    const row = await findImport(db, site.id, id);
    const view = importView(row!);
    if (values.json) io.out(`${JSON.stringify(view, null, 2)}\n`);
    else if (!values.quiet) {
      if (view.status === 'failed') io.err(`plinth import: ${view.failure}\n`);
      else io.out(`Imported ${view.fileName}: ${view.created} created, ${view.updated} updated, ${view.skipped} unchanged or skipped.\n`);
      for (const problem of view.errors) io.err(`  line ${problem.line}: ${problem.message}\n`);
    }
    return view.status === 'done' ? 0 : 1;
  } finally {
    progress.done();
    await database.close();
  }
}
