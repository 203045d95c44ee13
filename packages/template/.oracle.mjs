import * as te from '@squarespace/template-engine';
const c = new te.Compiler();
const cases = JSON.parse(process.argv[2]);
for (const [t, d, extra] of cases) {
  const p = c.parse(t);
  const r = c.execute({ code: p.code, json: d, now: 1700000000000, ...(extra||{}) });
  const errs = [...p.errors, ...r.errors].map(e=>e.message);
  process.stdout.write(JSON.stringify(t) + ' => ' + JSON.stringify(r.ctx ? r.ctx.render() : r.output) + (errs.length ? ' ' + JSON.stringify(errs) : '') + '\n');
}
