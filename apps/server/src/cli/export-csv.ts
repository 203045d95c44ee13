import { writeFile } from 'node:fs/promises';
import { readConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/database/database.ts';
import { customersCsv, productsCsv } from '../features/imports/index.ts';
import { exportOrdersCsv } from '../features/orders/index.ts';
import { parseCommandArgs } from './args.ts';
import { UsageError, type CliIo } from './io.ts';

/** What `plinth export-csv` writes. */
const WHAT = ['products', 'products-squarespace', 'customers', 'orders'] as const;

/** `plinth export-csv <what> <file>`: the dashboard's CSV exports, written to a file. */
export async function exportCsvCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('export-csv', argv, { site: { type: 'string' }, quiet: { type: 'boolean' } }, { min: 2, max: 2, names: 'what to export and the file' });
  const [what, file] = positionals as [string, string];
  if (!(WHAT as readonly string[]).includes(what)) throw new UsageError(`plinth export-csv: unknown export '${what}' (one of ${WHAT.join(', ')})`);
  const config = readConfig(io.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { db } = database;
    const site = values.site
      ? await db.selectFrom('website_hosts').select('website_id as id').where('host', '=', values.site.toLowerCase()).executeTakeFirst()
      : await db.selectFrom('websites').select('id').where('is_default', '=', 1).executeTakeFirst();
    if (!site) {
      io.err(values.site ? `plinth export-csv: no site answers to ${values.site}\n` : 'plinth export-csv: there is no site yet\n');
      return 1;
    }
    const origin = config.serving.siteUrl ?? '';
    const csv =
      what === 'orders'
        ? await exportOrdersCsv(db, site.id, {})
        : what === 'customers'
          ? await customersCsv(db, site.id)
          : await productsCsv(db, site.id, what === 'products' ? 'shopify' : 'squarespace', origin);
    await writeFile(file, csv);
    if (!values.quiet) io.out(`Wrote ${Math.max(0, csv.split('\n').length - 2).toLocaleString('en')} rows of ${what} to ${file}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}
