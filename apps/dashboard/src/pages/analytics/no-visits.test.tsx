import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hasVisits, NoVisits } from './no-visits.tsx';

describe('Analytics without visits', () => {
  it('shows one empty state for a range nobody visited', () => {
    expect(hasVisits({ current: { visitors: 0, pageViews: 0 } })).toBe(false);
    expect(hasVisits({ current: { visitors: 0, pageViews: 2 } })).toBe(true);
    const html = renderToString(<NoVisits range={{ from: '2026-11-08', to: '2026-12-07' }} />);
    expect(html.match(/<section/g)).toHaveLength(1);
    expect(html).toContain('No visits from <!-- -->2026-11-08<!-- --> to <!-- -->2026-12-07<!-- --> yet');
    expect(html).toContain('<a href="/">open the site</a>');
  });
});
