/**
 * Differential test of `summary-form-field`: form answers of every type the hosted builder writes
 * (`{type, rawTitle, value, values}`: address, checkbox, date, likert, name, phone, time, and the
 * plain types text, textarea, email, website, select, radio, number, hidden), with complete,
 * partial, empty and odd-valued parts, and the no-answer text (`localizedStrings`), rendered by this
 * engine and by the reference (`@squarespace/template-engine`, black box). Output and errors must be
 * identical. Generated text holds no `& < >`: answers are escaped here and printed raw there
 * (README "Known differences"; the escaping is pinned by golden files).
 *
 * Deterministic (fixed seed; `DIFF_SEED=n` picks another). `FORMS_DIFF_CASES=n` changes the case count, `FORMS_DIFF_DUMP=file`
 * writes the mismatches as JSON lines.
 */
import { writeFileSync } from 'node:fs';
import * as reference from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.ts';
import { seededRandom, testSeed } from '../test-support/seeded-random.ts';

const CASES = Number(process.env.FORMS_DIFF_CASES ?? 2000);

const { int, pick, chance } = seededRandom(testSeed(0xf0a45));

const TEXTS: unknown[] = ['Ann', 'Lee', 'Main St', '3', '05', '2024', 'PM', 'AM', '555', ' 44 ', '', ' ', 'a, b', 'Ünïcødé', 'line1\nline2', "it's \"quoted\""];
const ODD: unknown[] = [0, 1, 12, 1.5, -1, true, false, null, [], ['x', 'y'], [null], {}, { a: 1 }];
const part = (): unknown => (chance(0.75) ? pick(TEXTS) : pick(ODD));

/** An object with some of `keys` (each maybe missing), or an odd `values`. */
function parts(keys: readonly string[], odd = 0.08): unknown {
  if (chance(odd)) return pick([undefined, null, 'x', [1, 2], 5, true, {}]);
  const o: Record<string, unknown> = {};
  for (const k of keys) if (chance(0.8)) o[k] = part();
  if (chance(0.1)) o[pick(['hour', 'month', 'areaCode', 'first', 'line1'])] = 'lower';
  return o;
}

const LIKERT: unknown[] = [-2, -1, 0, 1, 2, '-2', '-1', '0', '1', '2', '3', '', null, 'Agree', '1.0', ' 1', [2], true, 2.0];

function field(): Record<string, unknown> {
  const type = pick(['address', 'checkbox', 'checkbox', 'date', 'date', 'likert', 'name', 'phone', 'phone', 'time', 'time', 'text', 'textarea', 'email', 'website', 'select', 'radio', 'number', 'hidden', 'Time', undefined, 5]);
  const f: Record<string, unknown> = {};
  if (type !== undefined) f.type = type;
  if (chance(0.95)) f.rawTitle = chance(0.9) ? pick(['Name', 'Pickup time', 'Date', 'Phone', 'Options', 'How was it?', '', 'Size / Colour']) : pick([5, true, null, ['a']]);
  switch (type) {
    case 'address': f.values = parts(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']); break;
    case 'date': f.values = parts(['Month', 'Day', 'Year']); break;
    case 'name': f.values = parts(['First', 'Last']); break;
    case 'phone': f.values = parts(['Country', 'Areacode', 'Prefix', 'Line']); break;
    case 'time': case 'Time': f.values = parts(['Hour', 'Minute', 'Second', 'Ampm']); break;
    case 'likert': {
      if (chance(0.05)) f.values = pick([undefined, null, 'x', [1, 2], 5]);
      else {
        const v: Record<string, unknown> = {};
        for (let i = int(4); i > 0; i--) v[pick(['Service', 'Quality', 'Price', 'a.b', '', '0', '10'])] = pick(LIKERT);
        f.values = v;
      }
      break;
    }
    case 'checkbox': {
      if (chance(0.7)) f.values = chance(0.85) ? Array.from({ length: int(4) }, part) : pick(['', ' ', 'x', {}, { a: 1 }, 0]);
      break;
    }
  }
  if (chance(type === 'checkbox' || typeof type !== 'string' || !['address', 'date', 'name', 'phone', 'time', 'likert'].includes(type) ? 0.8 : 0.2)) f.value = part();
  return f;
}

function context(): { template: string; data: Record<string, unknown> } {
  const data: Record<string, unknown> = { f: field() };
  if (chance(0.2)) data.localizedStrings = { productSummaryFormNoAnswerText: pick(['None', ' x ', '', ' ', 0, false, true, ['a'], { a: 1 }, 'Keine Antwort']) };
  if (chance(0.15)) {
    data.fs = Array.from({ length: 1 + int(3) }, field);
    return { template: '{.repeated section fs}{@|summary-form-field}{.alternates with}\n{.end}', data };
  }
  return { template: pick(['{f|summary-form-field}', '{f|summary-form-field}', '<li>{f|summary-form-field x}</li>']), data };
}

/**
 * A likert answer without `values` throws in both engines; the reference's state stays broken after
 * it (every later field of the render prints no title and `N/A`): README "Known differences".
 */
function brokenAfterLikert(data: Record<string, unknown>): boolean {
  const fields = Array.isArray(data.fs) ? (data.fs as Record<string, unknown>[]) : [];
  return fields.some((f, i) => i < fields.length - 1 && f.type === 'likert' && (f.values === null || f.values === undefined));
}

const compiler = new reference.Compiler();
const engine = createEngine();

function ours(t: string, data: unknown): string {
  const r = engine.render(engine.compile(t).template, data, { locale: 'en' });
  return r.output + r.errors.map((e) => `\n!${e.message}`).join('');
}
function theirs(t: string, data: unknown): string {
  const { code } = compiler.parse(t);
  const r = compiler.execute({ code, json: data });
  return r.ctx.render() + r.errors.map((e: { message: string }) => `\n!${e.message}`).join('');
}

describe('summary-form-field: same output as the reference engine on generated form answers', () => {
  it('every answer type', () => {
    const mismatches: { template: string; data: unknown; ours: string; theirs: string }[] = [];
    let same = 0;
    for (let i = 0; i < CASES; i++) {
      const { template, data } = context();
      const a = ours(template, data);
      const b = theirs(template, data);
      if (a === b) same++;
      else if (!brokenAfterLikert(data)) mismatches.push({ template, data, ours: a, theirs: b });
    }
    if (process.env.FORMS_DIFF_DUMP) writeFileSync(process.env.FORMS_DIFF_DUMP, mismatches.map((m) => JSON.stringify(m)).join('\n'));
    console.log(`summary-form-field: ${same} of ${CASES} generated cases identical`);
    expect(mismatches.slice(0, 3)).toEqual([]);
  });
});
