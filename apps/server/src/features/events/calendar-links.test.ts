import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, locationText, outlookCalendarUrl } from './calendar-links.ts';

const fair = {
  title: 'Winter fair & kiln opening',
  description: 'Mugs, bowls and mulled cider.',
  startDate: Date.UTC(2026, 11, 5, 15, 0),
  endDate: Date.UTC(2026, 11, 5, 19, 30),
  location: { addressLine1: '12 Clay Street', addressLine2: ' ', addressCountry: 'United Kingdom' },
};

describe('calendar links', () => {
  it('gives Google the title, UTC dates, details and location as query fields', () => {
    const url = new URL(googleCalendarUrl(fair));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Winter fair & kiln opening',
      dates: '20261205T150000Z/20261205T193000Z',
      details: 'Mugs, bowls and mulled cider.',
      location: '12 Clay Street, United Kingdom',
    });
  });

  it('gives Outlook the subject, ISO start and end, body and location', () => {
    const url = new URL(outlookCalendarUrl(fair));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      subject: 'Winter fair & kiln opening',
      startdt: '2026-12-05T15:00:00Z',
      enddt: '2026-12-05T19:30:00Z',
      body: 'Mugs, bowls and mulled cider.',
      location: '12 Clay Street, United Kingdom',
    });
  });

  it('leaves blank address lines out of the location', () => {
    expect(locationText({ addressLine1: '', addressLine2: 'Bath', addressCountry: '' })).toBe('Bath');
  });
});
