import ical from 'ical-generator';
import { locationText, type CalendarLinkEvent } from './calendar-links.ts';

/** What the .ics download of an event carries beyond a calendar link. */
export interface IcsEvent extends CalendarLinkEvent {
  id: string;
  /** The event page's absolute address. */
  url: string;
  location: CalendarLinkEvent['location'] & { mapLat: number | null; mapLng: number | null };
}

/**
 * One event as an iCalendar file (RFC 5545, through ical-generator): times in UTC so every calendar
 * places them alike, the address as LOCATION and its coordinates as GEO when known.
 */
export function eventIcs(event: IcsEvent, siteName: string, host: string): string {
  const calendar = ical({ name: siteName, prodId: { company: 'Plinth', product: 'Plinth events', language: 'EN' } });
  const where = locationText(event.location);
  const { mapLat, mapLng } = event.location;
  calendar.createEvent({
    id: `${event.id}@${host}`,
    start: new Date(event.startDate),
    end: new Date(event.endDate),
    summary: event.title,
    description: event.description,
    url: event.url,
    location: where === '' && mapLat === null ? null : { title: where, ...(mapLat !== null && mapLng !== null ? { geo: { lat: mapLat, lon: mapLng } } : {}) },
  });
  return calendar.toString();
}

/** A file name for the download: the url id, safe in a header. */
export function icsFileName(urlId: string): string {
  return `${urlId.replace(/[^a-z0-9-]/gi, '') || 'event'}.ics`;
}
