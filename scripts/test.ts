/**
 * `npm test`: every test, in order — type-check, build, unit and integration
 * (SQLite and PostgreSQL), then end-to-end in Chromium. Suites whose real part
 * is missing on this machine are skipped with the reason, unless CI=true,
 * where everything is required.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

const npx = 'npx';
let ok = run('type-check', npx, ['tsc', '-p', 'tsconfig.json']);
ok = run('build', 'npm', ['run', 'build']) && ok;
ok = run('unit and integration', npx, ['vitest', 'run']) && ok;

const chromium = chromiumPath();
if (chromium && existsSync(chromium)) {
  ok = run('end-to-end (Chromium)', npx, ['vitest', 'run', '--config', 'e2e/vitest.config.ts']) && ok;
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
const passed = stages.filter((s) => s.ok === true).length;
const failed = stages.filter((s) => s.ok === false).length;
const skipped = stages.filter((s) => s.ok === 'skipped').length;
console.log(`stages: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
