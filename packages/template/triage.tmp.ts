import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as reference from '@squarespace/template-engine';
import { CLDRFramework } from '@phensley/cldr';
import { createEngine } from './src/engine.ts';
const require = createRequire(import.meta.url);
const packs = join(require.resolve('@phensley/cldr/package.json'), '..', 'packs');
const cldr = new CLDRFramework({ loader: (lang: string) => JSON.parse(readFileSync(join(packs, `${lang}.json`), 'utf8')) }).get('en');
const compiler = new reference.Compiler();
const engine = createEngine();
function ours(t, d, o) { const c = engine.compile(t); const r = engine.render(c.template, d, o); return JSON.stringify([r.output, [...c.errors, ...r.errors].map((e) => [e.type, e.message])]); }
function theirs(t, d, o) { try { const { code, errors } = compiler.parse(t); const r = compiler.execute({ code, json: d, partials: o.partials, injects: o.injects, cldr, now: o.now, enableExpr: o.enableExpressions, enableInclude: o.enableInclude, exprOpts: o.expressionLimits && { maxTokens: o.expressionLimits.maxTokens, maxStringLen: o.expressionLimits.maxStringLength } }); return JSON.stringify([r.ctx.render(), [...errors, ...r.errors].map((e) => [e.type, e.message])]); } catch (e) { return 'THREW ' + e; } }
const differs = (t, d, o) => ours(t, d, o) !== theirs(t, d, o);
function tokens(t: string): string[] { return t.split(/(\{[^{}]*\}?)/).filter((x) => x !== ''); }
function minimize(t, d, o) {
  let toks = tokens(t);
  let changed = true;
  while (changed) {
    changed = false;
    for (let size = Math.max(1, toks.length >> 1); size >= 1; size = size >> 1) {
      for (let i = 0; i + size <= toks.length; ) {
        const cand = [...toks.slice(0, i), ...toks.slice(i + size)];
        if (differs(cand.join(''), d, o)) { toks = cand; changed = true; } else i++;
      }
    }
  }
  return toks.join('');
}
const lines = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const out = [];
for (const m of lines) {
  const t = minimize(m.template, m.data, m.options);
  out.push({ t, o: ours(t, m.data, m.options), r: theirs(t, m.data, m.options), data: m.data, opts: { ...m.options, partials: undefined, injects: undefined } });
}
const groups = new Map();
for (const x of out) { const k = x.t.replace(/\s+/g, ' ').slice(0, 60); if (!groups.has(k)) groups.set(k, []); groups.get(k).push(x); }
const sorted = [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
for (const [k, xs] of sorted) { const x = xs[0]; console.log(`#${xs.length} ${JSON.stringify(x.t)}\n  ours  ${x.o.slice(0, 300)}\n  ref   ${x.r.slice(0, 300)}`); }
