/*
 * "Add to calendar" links (platform.md §7 "Other": a calendar link to an external calendar service
 * with query fields for text, dates and location): Google Calendar's event template and Outlook's
 * compose deep link. Pure: the same event always gives the same links.
 */

/** What a calendar link carries. */
export interface CalendarLinkEvent {
  title: string;
  description: string;
  startDate: number;
  endDate: number;
  location: { addressLine1: string; addressLine2: string; addressCountry: string };
}

/** The location's non-blank lines joined by ', ' (as the template's google-calendar-url). */
export function locationText(location: CalendarLinkEvent['location']): string {
  return [location.addressLine1, location.addressLine2, location.addressCountry].map((line) => line.trim()).filter(Boolean).join(', ');
}

const query = (fields: Array<[string, string]>) => fields.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');

/** 20261205T150000Z: Google's UTC form of a time. */
export function googleDate(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** 2026-12-05T15:00:00Z: Outlook's form of a time. */
export function outlookDate(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}/, '');
}

/**
 * Google Calendar's "create event" template.
 * @example googleCalendarUrl(e) // 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Fair&dates=20261205T150000Z%2F20261205T190000Z&details=…&location=…'
 */
export function googleCalendarUrl(event: CalendarLinkEvent): string {
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${googleDate(event.startDate)}/${googleDate(event.endDate)}`],
    ['details', event.description],
    ['location', locationText(event.location)],
  ])}`;
}

/** Outlook on the web's "new event" deep link. */
export function outlookCalendarUrl(event: CalendarLinkEvent): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query([
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['subject', event.title],
    ['startdt', outlookDate(event.startDate)],
    ['enddt', outlookDate(event.endDate)],
    ['body', event.description],
    ['location', locationText(event.location)],
  ])}`;
}
