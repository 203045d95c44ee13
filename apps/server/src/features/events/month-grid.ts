import { dayIn } from './event-times.ts';

/*
 * The calendar view's month: weeks from Sunday to Saturday, each day with the events on it (from the
 * day an event starts to the day it ends, in the site's time zone), days of the neighbouring months blank.
 */

/** An event placed on the grid. */
export interface GridEvent {
  title: string;
  fullUrl: string;
  startDate: number;
  endDate: number;
  timeText: string;
}

/** One cell of the grid. */
export interface GridDay {
  day: number | null;
  /** 'YYYY-MM-DD' (days of the month only). */
  date: string | null;
  events: GridEvent[];
  hasEvents: boolean;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_MS = 86_400_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The year and month of 'YYYY-MM' (years 1970–9999), or null. */
export function parseMonth(text: string): { year: number; month: number } | null {
  const m = MONTH.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  return year >= 1970 ? { year, month: Number(m[2]) } : null;
}

const key = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The month before and after. */
export function neighbours(year: number, month: number): { previous: string; next: string } {
  return {
    previous: month === 1 ? key(year - 1, 12) : key(year, month - 1),
    next: month === 12 ? key(year + 1, 1) : key(year, month + 1),
  };
}

/** The month's weeks with its events placed on the days they start. */
export function monthGrid(year: number, month: number, events: GridEvent[], timeZone: string): { title: string; weeks: GridDay[][] } {
  const leading = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const byDay = new Map<number, GridEvent[]>();
  const monthStart = Date.UTC(year, month - 1, 1);
  const monthEnd = Date.UTC(year, month - 1, days);
  for (const event of events) {
    const from = dayIn(event.startDate, timeZone);
    const to = dayIn(Math.max(event.startDate, event.endDate - 1), timeZone);
    // Wall-clock days as UTC midnights, clipped to this month.
    const first = Math.max(Date.UTC(from.year, from.month - 1, from.day), monthStart);
    const last = Math.min(Date.UTC(to.year, to.month - 1, to.day), monthEnd);
    for (let at = first; at <= last; at += DAY_MS) {
      const day = new Date(at).getUTCDate();
      byDay.set(day, [...(byDay.get(day) ?? []), event]);
    }
  }
  const cells: GridDay[] = [];
  for (let i = 0; i < leading; i++) cells.push({ day: null, date: null, events: [], hasEvents: false });
  for (let day = 1; day <= days; day++) {
    const on = byDay.get(day) ?? [];
    cells.push({ day, date: `${key(year, month)}-${String(day).padStart(2, '0')}`, events: on, hasEvents: on.length > 0 });
  }
  while (cells.length % 7 !== 0) cells.push({ day: null, date: null, events: [], hasEvents: false });
  const weeks: GridDay[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { title: `${MONTHS[month - 1]} ${year}`, weeks };
}
