import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createHistory, historyKey, record, redo, seal, undo, type HistoryOptions, type HistoryState } from './history.ts';

const OPTIONS: HistoryOptions = { limit: 1000, mergeMs: 1000 };

/** A session of changes: each a new value, in a group or not, some time after the last. */
const changes = fc.array(fc.record({ value: fc.integer(), group: fc.option(fc.constantFrom('a', 'b'), { nil: null }), after: fc.integer({ min: 0, max: 3000 }) }), { maxLength: 40 });
const actions = fc.array(fc.oneof(fc.constant<'undo'>('undo'), fc.constant<'redo'>('redo'), fc.integer().map((value) => ({ value }))), { maxLength: 60 });

const run = (cs: { value: number; group: string | null; after: number }[], options = OPTIONS) => {
  let state: HistoryState<{ v: number }> = createHistory({ v: 0 });
  let at = 10_000;
  const seen = [state.present];
  for (const c of cs) {
    at += c.after;
    state = record(state, { v: c.value }, { group: c.group, at }, options);
    seen.push(state.present);
  }
  return { state, seen };
};

describe('the undo stack', () => {
  it('undoes every change back to the start, then redoes them all, in order', () => {
    fc.assert(
      fc.property(changes, (cs) => {
        const { state } = run(cs.map((c) => ({ ...c, group: null })));
        let s = state;
        const back = [s.present];
        while (canUndo(s)) back.push((s = undo(s)).present);
        expect(back).toHaveLength(cs.length + 1);
        expect(s.present).toEqual({ v: 0 });
        const forward = [s.present];
        while (canRedo(s)) forward.push((s = redo(s)).present);
        expect(forward).toEqual([...back].reverse());
        expect(s.present).toBe(state.present);
      }),
    );
  });

  it('lands only on documents the session had, and never loses the present by undo then redo', () => {
    fc.assert(
      fc.property(changes, actions, (cs, acts) => {
        const { state, seen } = run(cs);
        let s = state;
        const known = new Set<unknown>(seen);
        for (const act of acts) {
          if (act === 'undo') {
            const before = s;
            s = undo(s);
            if (canUndo(before)) expect(redo(s).present).toBe(before.present);
            else expect(s).toBe(before);
          } else if (act === 'redo') {
            s = redo(s);
          } else {
            const next = { v: act.value };
            known.add(next);
            s = record(s, next, {}, OPTIONS);
            expect(canRedo(s)).toBe(false);
          }
          expect(known.has(s.present)).toBe(true);
        }
      }),
    );
  });

  it('makes typing in one block one step, and a pause or another block a new one', () => {
    let s = createHistory('');
    s = record(s, 'H', { group: 'text:b1', at: 0 }, OPTIONS);
    s = record(s, 'He', { group: 'text:b1', at: 200 }, OPTIONS);
    s = record(s, 'Hel', { group: 'text:b1', at: 400 }, OPTIONS);
    expect(s.past).toEqual(['']);
    s = record(s, 'Hel!', { group: 'text:b1', at: 2000 }, OPTIONS);
    s = record(s, 'Hel!?', { group: 'text:b2', at: 2100 }, OPTIONS);
    expect(s.past).toEqual(['', 'Hel', 'Hel!']);
    expect(undo(s).present).toBe('Hel!');
    // Sealed (the owner moved elsewhere): the next change in the group is its own step.
    s = record(seal(s), 'Hel!?.', { group: 'text:b2', at: 2200 }, OPTIONS);
    expect(undo(s).present).toBe('Hel!?');
  });

  it('merges no group, keeps at most its limit of steps, and ignores a change to the same document', () => {
    let s = createHistory(0);
    for (let i = 1; i <= 10; i++) s = record(s, i, { at: i }, { limit: 3, mergeMs: 1000 });
    expect(s.past).toEqual([7, 8, 9]);
    expect(record(s, s.present)).toBe(s);
  });

  it('knows the keys: Ctrl/⌘+Z, Ctrl/⌘+Shift+Z, Ctrl+Y', () => {
    const key = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
      historyKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z')).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('k', { ctrlKey: true })).toBeNull();
  });
});
