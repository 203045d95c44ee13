import type { ContributorRole } from '@plinth/platform';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SCRIPTS_REMOVED } from '../../components/scripts-removed-notice.tsx';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { BlockForm } from './block-form.tsx';
import { blankBlock } from './document-model.ts';

const draw = (block: Parameters<typeof BlockForm>[0]['block'], role: ContributorRole = 'ADMIN') =>
  renderToStaticMarkup(
    <TestSession value={{ api: pendingApi, contributor: { id: 'c', email: 'e@x.test', name: '', role }, websiteId: 'w', currency: 'USD' }}>
      <BlockForm block={block} pages={[]} onChange={() => {}} />
    </TestSession>,
  );
const labels = (html: string) => [...html.matchAll(/<label class="field__label" for="[^"]+">([^<]+)<\/label>/g)].map((m) => m[1]);

describe("a block's settings form, drawn from its kind's description", () => {
  it('shows the fields in order, side by side where the description puts them in a row', () => {
    expect(labels(draw(blankBlock('map', 'm')))).toEqual(['Address', 'City, state, zip', 'Country', 'Latitude', 'Longitude', 'Zoom']);
    expect(draw(blankBlock('map', 'm'))).toMatch(/<div class="block-form__row">(<div class="field">.*?<\/div>){3}<\/div>$/);
    expect(labels(draw(blankBlock('newsletter', 'n')))).toEqual(['Title', 'Description', 'Button label']);
  });

  it('gives each input its limits, hint and current value', () => {
    const spacer = draw({ ...blankBlock('spacer', 's'), height: 96 } as ReturnType<typeof blankBlock>);
    expect(spacer).toContain('>8 to 400</span>');
    expect(spacer).toMatch(/type="number" class="input--step" min="8" max="400" step="8" value="96"/);
    expect(draw(blankBlock('newsletter', 'n'))).toMatch(/<input id="[^"]+" maxLength="80" value="Sign up"\/>/);
  });

  it("offers a number field's choices as its numbers, selected", () => {
    const html = draw({ ...blankBlock('heading', 'h'), level: 3 } as ReturnType<typeof blankBlock>);
    expect(html).toContain('<option value="3" selected="">Heading 3</option>');
    expect(html).toContain('<option value="center">Center</option>');
  });

  it('says a line has no settings, and warns before custom code', () => {
    expect(draw(blankBlock('line', 'l'))).toBe('<p class="muted">A line has no settings.</p>');
    expect(draw(blankBlock('code', 'c'))).toContain('<p class="block-form__warning" role="note"><strong>Custom scripts run on the live site.</strong> Code shown as a page part runs for every visitor: add only code you trust.</p>');
  });

  it('tells a role without unfiltered HTML that scripts are removed on save, beside HTML and JavaScript code (issue 36)', () => {
    const notice = `<p class="scripts-removed" role="note">${SCRIPTS_REMOVED}</p>`;
    const code = (language: 'html' | 'css' | 'javascript') => ({ ...blankBlock('code', 'c'), language }) as ReturnType<typeof blankBlock>;
    expect(draw(code('html'), 'EDITOR')).toContain(notice);
    expect(draw(code('javascript'), 'WEBSITE_MANAGER')).toContain(notice);
    expect(draw(code('css'), 'EDITOR')).not.toContain(notice);
    expect(draw(code('html'), 'ADMIN')).not.toContain(notice);
  });
});
