import { describe, expect, it } from 'vitest';
import { monthGrid, neighbours, parseMonth } from './month-grid.ts';

describe('monthGrid', () => {
  it('lays December 2026 out from Sunday with events on the day they start in the zone', () => {
    const late = { title: 'Late', fullUrl: '/events/late', startDate: Date.UTC(2026, 11, 6, 3, 0), endDate: Date.UTC(2026, 11, 6, 4, 0), timeText: '' };
    const grid = monthGrid(2026, 12, [late], 'America/New_York');
    expect(grid.title).toBe('December 2026');
    // 1 December 2026 is a Tuesday: two blank days first.
    expect(grid.weeks[0]!.map((d) => d.day)).toEqual([null, null, 1, 2, 3, 4, 5]);
    expect(grid.weeks.length).toBe(5);
    // 03:00 UTC on the 6th is still the 5th in New York.
    expect(grid.weeks[0]![6]!.events.map((e) => e.title)).toEqual(['Late']);
    expect(grid.weeks[1]![0]!.events).toEqual([]);
  });

  it('shows an event on every day it spans, clipped to the month', () => {
    const weekend = { title: 'Weekend', fullUrl: '/events/w', startDate: Date.UTC(2026, 10, 30, 15), endDate: Date.UTC(2026, 11, 2, 22), timeText: '' };
    const days = monthGrid(2026, 12, [weekend], 'America/New_York').weeks.flat().filter((d) => d.hasEvents).map((d) => d.day);
    expect(days).toEqual([1, 2]);
  });

  it('reads YYYY-MM and steps across years', () => {
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('x')).toBeNull();
    expect(parseMonth('2027-01')).toEqual({ year: 2027, month: 1 });
    expect(neighbours(2027, 1)).toEqual({ previous: '2026-12', next: '2027-02' });
  });
});
