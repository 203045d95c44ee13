import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, TEST_POSTGRES_URL } from '../../test-support/dialects.ts';
import { joinProcessCensus, type CensusOptions } from './process-census.ts';

const CENSUS = fileURLToPath(new URL('./process-census.ts', import.meta.url));

/** Another server process: joins the census, says so, and lives until killed. */
async function otherProcess(options: CensusOptions): Promise<ChildProcess> {
  const code = `import { joinProcessCensus } from ${JSON.stringify(CENSUS)};
const census = await joinProcessCensus(${JSON.stringify(options)});
await census.ready();
console.log(census.alone ? 'alone' : 'joined');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (exitCode) => reject(new Error(`the other process exited (${exitCode})`)));
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

function censusSuite(dialect: 'sqlite' | 'postgres', where: () => CensusOptions): void {
  it('is alone on a database nobody uses, and not beside a live process', async () => {
    const first = await joinProcessCensus(where());
    expect(first.alone).toBe(true);
    await first.ready();
    const second = await joinProcessCensus(where());
    expect(second.alone).toBe(false);
    await second.leave();
    await first.leave();
  });

  it('is alone again the moment the other process is killed with SIGKILL', async () => {
    const other = await otherProcess(where());
    const beside = await joinProcessCensus(where());
    expect(beside.alone).toBe(false);
    await beside.leave();
    await killHard(other);
    const after = await joinProcessCensus(where());
    expect(after.alone).toBe(true);
    await after.leave();
  });

  it(`keeps a process that starts meanwhile waiting until the lone one is ready [${dialect}]`, async () => {
    const lone = await joinProcessCensus(where());
    expect(lone.alone).toBe(true);
    let joined = false;
    const starting = otherProcess(where()).then((child) => {
      joined = true;
      return child;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(joined).toBe(false);
    await lone.ready();
    const child = await starting;
    await killHard(child);
    await lone.leave();
  });
}

describe('process census [sqlite]', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-census-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  censusSuite('sqlite', () => ({ dataDir }));
});

describe.skipIf(!postgresAvailable)('process census [postgres]', () => {
  const name = `plinth_census_${randomBytes(6).toString('hex')}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  beforeAll(() => admin(`create database ${name}`));
  afterAll(() => admin(`drop database if exists ${name} with (force)`));
  censusSuite('postgres', () => ({ dataDir: '', databaseUrl: url.toString() }));
});
