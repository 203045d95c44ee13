import { RECORD_TYPES } from '@plinth/platform';
import { googleCalendarUrl, locationText, outlookCalendarUrl } from './calendar-links.ts';
import { eventTimeText } from './event-times.ts';
import type { EventRecord } from './events-repository.ts';

/*
 * An event as the theme receives it (platform.md §3 "Item or post" and "Event": title, startDate,
 * endDate, location{addressLine1, addressLine2, addressCountry, mapLat, mapLng}) with what the
 * templates print: the time range in the event's zone, the map link and the calendar links.
 */

/** The OpenStreetMap page of the place: its coordinates, else a search for its address; null without either. */
export function placeUrl(location: EventRecord['location']): string | null {
  if (location.mapLat !== null && location.mapLng !== null) {
    const [lat, lng] = [Number(location.mapLat.toFixed(6)), Number(location.mapLng.toFixed(6))];
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
  }
  const address = locationText(location);
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}

/** The path of an event's .ics download. */
export const icsPath = (event: { fullUrl: string }) => `${event.fullUrl}.ics`;

/** An event in a list or on the grid. */
export function eventSummary(event: EventRecord, now: number): Record<string, unknown> {
  const lines = [event.location.addressLine1, event.location.addressLine2, event.location.addressCountry].map((l) => l.trim()).filter(Boolean);
  return {
    id: event.id,
    recordType: RECORD_TYPES.EVENT,
    title: event.title,
    urlId: event.urlId,
    fullUrl: event.fullUrl,
    excerpt: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    startIso: new Date(event.startDate).toISOString(),
    endIso: new Date(event.endDate).toISOString(),
    timeZone: event.timeZone,
    timeText: eventTimeText(event.startDate, event.endDate, event.timeZone),
    location: event.location,
    locationLines: lines,
    locationText: lines.join(', '),
    past: event.endDate <= now,
  };
}

/** The event page's item: the summary, its body, the map link and the calendar links. */
export function eventItem(event: EventRecord, now: number): Record<string, unknown> {
  const linkEvent = { title: event.title, description: event.description, startDate: event.startDate, endDate: event.endDate, location: event.location };
  return {
    ...eventSummary(event, now),
    body: event.bodyHtml,
    mapUrl: placeUrl(event.location),
    calendarLinks: { google: googleCalendarUrl(linkEvent), outlook: outlookCalendarUrl(linkEvent), ics: icsPath(event) },
  };
}
