/**
 * `npm test`: every test, in order — type-check, layering rules (dependency-cruiser), build, unit and integration
 * (SQLite and PostgreSQL), then end-to-end in Chromium. Suites whose real part
 * is missing on this machine are skipped with the reason, unless CI=true,
 * where everything is required.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { chromiumPath } from '../e2e/support/chromium.ts';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const stages: { name: string; ok: boolean | 'skipped'; why?: string }[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  stages.push({ name, ok });
  return ok;
}

/** Runs a stage beside others, printing its output in one piece when it ends. */
function runBuffered(name: string, command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      stages.push({ name, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

/** Whether a TCP server answers at the host and port of a postgres:// URL. */
function postgresAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 5432), hostname, () => done(true));
  });
}

const postgresUrl = process.env.PLINTH_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!(await postgresAnswers(postgresUrl))) {
  const why = `no PostgreSQL answers at ${postgresUrl} (set PLINTH_TEST_POSTGRES_URL, or install postgresql)`;
  stages.push({ name: 'PostgreSQL repository and server suites', ok: 'skipped', why });
  console.log(`Note: the PostgreSQL suites will be SKIPPED: ${why}. SQLite suites run.`);
}

const npx = 'npx';
rmSync('test-results', { recursive: true, force: true });
// The type-check and the layering rules read sources only: they run while the build runs.
const checks = await Promise.all([
  runBuffered('type-check', npx, ['tsc', '-p', 'tsconfig.json']),
  runBuffered('layering (dependency-cruiser)', npx, ['depcruise', 'apps', 'packages', '--config', '.dependency-cruiser.cjs']),
  runBuffered('build', 'npm', ['run', 'build']),
]);
let ok = checks.every(Boolean);
const report = (name: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=test-results/${name}.json`];
ok = run('unit and integration', npx, ['vitest', 'run', ...report('unit')]) && ok;

const chromium = chromiumPath();
if (chromium && existsSync(chromium)) {
  ok = run('end-to-end (Chromium)', npx, ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...report('e2e')]) && ok;
} else {
  const why = 'no Chromium at /usr/bin/chromium (install it: apt-get install -y chromium)';
  stages.push({ name: 'end-to-end (Chromium)', ok: 'skipped', why });
  if (ci) ok = false;
}

console.log('\nTest stages:');
for (const stage of stages) {
  const mark = stage.ok === 'skipped' ? 'SKIPPED' : stage.ok ? 'passed' : 'FAILED';
  console.log(`  ${mark.padEnd(8)} ${stage.name}${stage.why ? ` — ${stage.why}` : ''}`);
}
// One closing line with the test counts of every vitest run.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit', 'e2e']) {
  const file = `test-results/${name}.json`;
  if (!existsSync(file)) continue;
  const results = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  skipped += results.numPendingTests + results.numTodoTests;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
