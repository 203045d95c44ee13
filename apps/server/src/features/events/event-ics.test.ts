import { describe, expect, it } from 'vitest';
import { eventIcs } from './event-ics.ts';

describe('eventIcs', () => {
  it('writes one VEVENT with UTC times, summary, description, location and geo', () => {
    const text = eventIcs(
      {
        id: 'e1',
        url: 'http://localhost/events/fair',
        title: 'Winter fair',
        description: 'Mugs; bowls, and cider',
        startDate: Date.UTC(2026, 11, 5, 15, 0),
        endDate: Date.UTC(2026, 11, 5, 19, 30),
        location: { addressLine1: '12 Clay Street', addressLine2: '', addressCountry: 'United Kingdom', mapLat: 53.0027, mapLng: -2.1794 },
      },
      'Plinth Demo',
      'localhost',
    );
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toContain('UID:e1@localhost');
    expect(unfolded).toContain('DTSTART:20261205T150000Z');
    expect(unfolded).toContain('DTEND:20261205T193000Z');
    expect(unfolded).toContain('SUMMARY:Winter fair');
    expect(unfolded).toContain('DESCRIPTION:Mugs\\; bowls\\, and cider');
    expect(unfolded).toContain('LOCATION:12 Clay Street\\, United Kingdom');
    expect(unfolded).toContain('GEO:53.0027;-2.1794');
  });
});
