import { describe, expect, it } from 'vitest';
import { formatVisitor, newId, parseVisitor, visitAfterPageView } from './visitor.ts';

describe('ss_cvr', () => {
  it('reads and writes id|first|last|count', () => {
    const v = parseVisitor('abc|100|200|3');
    expect(v).toEqual({ id: 'abc', firstVisit: 100, lastVisit: 200, visitCount: 3 });
    expect(formatVisitor(v!)).toBe('abc|100|200|3');
  });
  it('reads junk as no visitor', () => {
    for (const junk of [null, '', 'abc', 'abc|1|2', '|1|2|3', 'abc|1|x|3', 'abc|1|2|-1', 'abc|1|2|3|4']) expect(parseVisitor(junk)).toBeNull();
  });
  it('starts a new visitor with count 1', () => {
    expect(visitAfterPageView(null, false, 500, 'id1')).toEqual({ id: 'id1', firstVisit: 500, lastVisit: 500, visitCount: 1 });
  });
  it('counts a new visit only when no visit is in progress', () => {
    const v = { id: 'a', firstVisit: 1, lastVisit: 2, visitCount: 2 };
    expect(visitAfterPageView(v, true, 900, 'x')).toBe(v);
    expect(visitAfterPageView(v, false, 900, 'x')).toEqual({ id: 'a', firstVisit: 1, lastVisit: 900, visitCount: 3 });
  });
  it('makes distinct 32-character ids', () => {
    expect(newId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newId()).not.toBe(newId());
  });
});
