import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OverridesSentence } from './site-status.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('<!-- -->', '');

describe('the overrides line of /config/experiments', () => {
  it('says overrides are on while the site is Internal', () => {
    const html = renderToString(<OverridesSentence site={{ status: 'INTERNAL', code: 6, experimentOverrides: true }} />);
    expect(html).toContain('role="status"');
    expect(text(html)).toBe('Overrides are on: the site’s status is Internal, so ?experiment.<name>=<variant> in a page’s address shows that variant (never stored or counted).');
  });

  it('says they are off, and how to turn them on, for any other status', () => {
    const html = renderToString(<OverridesSentence site={{ status: 'PAST_DUE', code: 2, experimentOverrides: false }} />);
    expect(text(html)).toBe('Overrides are off: the site’s status is Past due. Set it to Internal to try a variant with ?experiment.<name>=<variant>.');
  });
});
