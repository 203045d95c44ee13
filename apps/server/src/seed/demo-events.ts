import type { Kysely } from 'kysely';
import { createCollection } from '../features/catalog/index.ts';
import { createEvent, dayIn, EVENTS_COLLECTION_TYPE, zonedTime } from '../features/events/index.ts';
import type { Schema } from '../infra/database/schema.ts';

/** The events collection's place in the main navigation (after Members). */
const EVENTS_NAV_INDEX = 6;
const DAY_MS = 86_400_000;

/** A demo event: days from the seed's day, start and end wall-clock hours in the venue's zone. */
interface DemoEvent {
  title: string;
  description: string;
  inDays: number;
  start: [number, number];
  /** Days after the start day the event ends, and the hour. */
  end: [number, number, number];
  timeZone: string;
  /** Moved on to the next Saturday (a weekend event). */
  onSaturday?: boolean;
  location: { addressLine1: string; addressLine2: string; addressCountry: string; mapLat: number; mapLng: number };
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Winter pottery fair',
    description: 'Mugs, bowls and vases from twelve makers, straight from the kiln. Mulled cider by the door.\n\nFree entry; bring a bag.',
    inDays: 9,
    start: [10, 0],
    end: [0, 16, 0],
    timeZone: 'Europe/London',
    location: { addressLine1: '12 Clay Street', addressLine2: 'Stoke-on-Trent ST1 1AA', addressCountry: 'United Kingdom', mapLat: 53.0027, mapLng: -2.1794 },
  },
  {
    title: 'Wheel-throwing evening class',
    description: 'Three hours at the wheel with a teacher for every four students. Clay, glazes and firing included.',
    inDays: 16,
    start: [18, 30],
    end: [0, 21, 30],
    timeZone: 'America/New_York',
    location: { addressLine1: '841 Broadway', addressLine2: 'New York, NY 10003', addressCountry: 'United States', mapLat: 40.7359, mapLng: -73.9903 },
  },
  {
    title: 'Open studio weekend',
    description: 'Come and see where the pieces are made: glazing demonstrations on Saturday, seconds sale on Sunday.',
    inDays: 30,
    onSaturday: true,
    start: [10, 0],
    end: [1, 17, 0],
    timeZone: 'Europe/London',
    location: { addressLine1: '1 Kiln Lane', addressLine2: 'Bath BA1 1AA', addressCountry: 'United Kingdom', mapLat: 51.3811, mapLng: -2.3598 },
  },
  {
    title: 'Autumn glaze workshop',
    description: 'Mixing and testing glazes: ash, celadon and tenmoku, with tiles to take home.',
    inDays: -14,
    start: [11, 0],
    end: [0, 15, 0],
    timeZone: 'America/New_York',
    location: { addressLine1: '350 5th Avenue', addressLine2: 'New York, NY 10118', addressCountry: 'United States', mapLat: 40.7484, mapLng: -73.9857 },
  },
];

/** The day of the week (0 Sunday … 6 Saturday) of `ms` in the zone. */
function weekdayIn(ms: number, timeZone: string): number {
  const { year, month, day } = dayIn(ms, timeZone);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The events collection at /events: three upcoming events and one past, with locations (issue 17). */
export async function seedDemoEvents(db: Kysely<Schema>, websiteId: string, now: number): Promise<void> {
  const collectionId = await createCollection(db, websiteId, {
    urlId: 'events',
    title: 'Events',
    type: EVENTS_COLLECTION_TYPE,
    description: 'Fairs, classes and open studios: come and meet the makers.',
    navIndex: EVENTS_NAV_INDEX,
    now,
  });
  for (const event of DEMO_EVENTS) {
    let inDays = event.inDays;
    while (event.onSaturday && weekdayIn(now + inDays * DAY_MS, event.timeZone) !== 6) inDays++;
    const day = dayIn(now + inDays * DAY_MS, event.timeZone);
    const endDay = dayIn(now + (inDays + event.end[0]) * DAY_MS, event.timeZone);
    await createEvent(db, websiteId, 'America/New_York', collectionId, {
      title: event.title,
      description: event.description,
      startDate: zonedTime({ ...day, hour: event.start[0], minute: event.start[1] }, event.timeZone),
      endDate: zonedTime({ ...endDay, hour: event.end[1], minute: event.end[2] }, event.timeZone),
      timeZone: event.timeZone,
      location: event.location,
      status: 'published',
    }, now);
  }
}
