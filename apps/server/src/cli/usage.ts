
/*
 * Every command's usage, apart from the commands themselves: `--help` loads this file alone, so it
 * answers at once and opens nothing.
 */

/** Exit codes, the same for every command (listed in every usage and in docs/cli.md). */
/** As cli-render.ts's RENDER_USAGE and seed/traffic.ts's SEED_TRAFFIC_USAGE (not imported: --help must load nothing else). */
const RENDER_USAGE = 'Usage: plinth render <template> <data.json> [--partials <dir>]';
const SEED_TRAFFIC_USAGE = 'Usage: plinth seed traffic [--days <1-366, default 30>] [--visits <visits per day, 1-100000, default 300>] [--seed <whole number, default 1>]';

export const EXIT_CODES_TEXT = `Exit codes: 0 done; 1 failed (the reason on stderr); 2 bad command line (unknown command or option, missing argument).`;

export const START_USAGE = `Usage: plinth start [--demo] [--workers <N|auto>] [--port <port>] [--host <host>]

Migrates the database (under a lock), makes the first owner from PLINTH_ADMIN_EMAIL and
PLINTH_ADMIN_PASSWORD when set, and serves the site until Ctrl-C or SIGTERM.

Options:
  --demo               seed the demo store on first start (sets PLINTH_DEMO=1)
  --workers <N|auto>   serve one port from N processes; auto: one per core (sets PLINTH_WORKERS)
  --port <port>        the port to listen on (sets PORT; default 3000)
  --host <host>        the address to listen on (sets HOST; default localhost)
  -h, --help           print this and exit

Environment: DATA_DIR, DATABASE_URL, NODE_ENV, PLINTH_SECRET_KEY and the rest in docs/cli.md.
${EXIT_CODES_TEXT}`;

export const MIGRATE_USAGE = `Usage: plinth migrate [--status] [--json]

Brings the database schema up to date (under a lock: safe while other processes start). plinth start
does it too; run it alone before an upgrade's first start to see it done.

Options:
  --status     list the applied and pending migrations, change nothing
  --json       with --status: answer as JSON ({ dialect, applied: [{ name, executedAt }], pending: [name] })
  -h, --help   print this and exit

Environment: DATA_DIR (SQLite), DATABASE_URL (PostgreSQL).
${EXIT_CODES_TEXT}`;

export const SEED_USAGE = `Usage: plinth seed
       plinth seed traffic [--days <1-366>] [--visits <per day>] [--seed <n>] [--quiet]

  seed           add the demo store when the database has no website
  seed traffic   made-up analytics for the dashboard (progress on a terminal; --quiet: none)
  -h, --help     print this and exit

${EXIT_CODES_TEXT}`;

export const TRAFFIC_USAGE = `${SEED_TRAFFIC_USAGE} [--quiet]\n\n${EXIT_CODES_TEXT}`;

export const ADMIN_USAGE = `Usage: plinth admin create --email <email> --password <password> [--name <name>] [--role ADMIN]

  admin create   add a dashboard contributor to the default site
  -h, --help     print this and exit

${EXIT_CODES_TEXT}`;

export const BACKUP_USAGE = `Usage: plinth backup <file.tar.gz> [--quiet] [--json]

Writes a consistent backup while the site serves: the database (SQLite: its online backup;
PostgreSQL: every table as JSON lines from one snapshot), the media folder (objects in an S3 bucket
are NOT copied) and a manifest (version, migration, rows per table), as one .tar.gz.
Outside production DATA_DIR/secret.key goes in too; PLINTH_SECRET_KEY never does: keep it apart.

Options:
  --quiet      no progress (progress shows only on a terminal anyway)
  --json       print the manifest as JSON
  -h, --help   print this and exit

${EXIT_CODES_TEXT}`;

export const IMPORT_USAGE = `Usage: plinth import <kind> <file> [--site HOST] [--quiet] [--json]

Imports a file into the site, as Settings → Import does, with a progress bar. Kinds:
  wordpress             a WordPress export (WXR 1.1/1.2; the hosted builder's blog export too):
                        posts into /blog, pages, drafts, terms, featured images, approved comments
  shopify-products      Shopify's products CSV
  squarespace-products  the hosted builder's product CSV
  woocommerce-products  WooCommerce's product CSV
  shopify-customers     Shopify's customers CSV (only those who accepted e-mail marketing join the list)
Running it again updates what it made before instead of duplicating; every old address gets a
redirect. Pictures are fetched from public addresses only (PLINTH_IMPORT_ALLOW_HOSTS names others).
Each row not taken is printed with its line; the exit code is 1 only when the file could not be read.

Options:
  --site HOST  the site answering to HOST (default: the default site)
  --quiet      no progress and no summary
  --json       print the import's result as JSON
  -h, --help   print this and exit

${EXIT_CODES_TEXT}`;

export const EXPORT_CSV_USAGE = `Usage: plinth export-csv <products|products-squarespace|customers|orders> <file> [--site HOST] [--quiet]

Writes the dashboard's CSV exports to a file: products in Shopify's columns (products) or the hosted
builder's (products-squarespace), customers in Shopify's customer columns, every order. The product
and customer files import back with plinth import.

Options:
  --site HOST  the site answering to HOST (default: the default site)
  --quiet      print nothing
  -h, --help   print this and exit

${EXIT_CODES_TEXT}`;

export const EXPORT_USAGE = `Usage: plinth export <file.tar.gz> [--quiet] [--json]

Writes the whole site to one archive: every table Plinth owns as versioned JSON lines (the same from
SQLite and PostgreSQL) and the media folder, with a manifest of rows per table and files with their
sizes. The search index is left out: the site rebuilds it. Load it with plinth import-site, into
SQLite or PostgreSQL. (A backup, plinth backup, is for the same kind of database.)

Options:
  --quiet      no progress and no summary
  --json       print the manifest as JSON
  -h, --help   print this and exit

${EXIT_CODES_TEXT}`;

export const IMPORT_SITE_USAGE = `Usage: plinth import-site <file.tar.gz> [--quiet] [--json]

Loads an archive of plinth export into an EMPTY data folder (SQLite, DATA_DIR) or database
(DATABASE_URL) and media folder — from SQLite to PostgreSQL and back — migrates it to this version
and checks that every table's rows and every file arrived. An archive of a newer format or schema is
refused with the version to use.

Options:
  --quiet      no progress and no summary
  --json       print the counts as JSON
  -h, --help   print this and exit

${EXIT_CODES_TEXT}`;

export const RESTORE_USAGE = `Usage: plinth restore <file.tar.gz> [--force] [--quiet] [--json]

Brings a backup back into an EMPTY data folder (SQLite, DATA_DIR) or database (DATABASE_URL) and its
media folder, then migrates it to this version. Stop the server first.

Options:
  --force      replace what the target holds (its database and media files)
  --quiet      no progress
  --json       print the restored row counts as JSON
  -h, --help   print this and exit

${EXIT_CODES_TEXT} A target that is not empty is refused (exit 1) without --force.`;

export const SECRETS_USAGE = `Usage: plinth secrets rotate [--json]

  secrets rotate   re-seal every stored provider secret with PLINTH_SECRET_KEY; values sealed with
                   PLINTH_SECRET_KEY_PREVIOUS (the old key) are opened with it. Then drop the old key.
  -h, --help       print this and exit

${EXIT_CODES_TEXT}`;

export const RENDER_HELP = `${RENDER_USAGE}\n\nPrints the template's output; its errors go to stderr.\n${EXIT_CODES_TEXT}`;
