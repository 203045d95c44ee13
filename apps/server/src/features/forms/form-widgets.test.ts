import { createFormModel } from '@plinth/forms';
import { describe, expect, it } from 'vitest';
import { formPageOf, formWidgetFormatters } from './form-widgets.ts';
import type { IslandRenderer } from '../../infra/islands.ts';

const calls: Array<{ name: string; props: object }> = [];
const islands: IslandRenderer = {
  renderIsland: (name, props) => (calls.push({ name, props }), `<div data-island="${name}"></div>`),
  clientHead: () => '',
};
const ctxOf = (scope: Record<string, unknown>) => ({ lookup: (path: string) => scope[path] }) as never;
const form = createFormModel({ id: 'f1', name: 'Contact', fields: [{ id: 'e', type: 'email', title: 'Email', required: true }] });

describe('form widget formatters', () => {
  it("renders FormBlock with the page's form and the collection page it is on ('c')", () => {
    calls.length = 0;
    const html = formWidgetFormatters(islands)['form-block'](form, [], ctxOf({ collection: { id: 'col1', title: 'Contact' } }));
    expect(html).toBe('<div data-island="FormBlock"></div>');
    expect(calls[0]).toEqual({ name: 'FormBlock', props: { form, page: { pageId: 'col1', contentSource: 'c', pageTitle: 'Contact' } } });
  });

  it("renders NewsletterBlock titled by the arguments, on an item page ('i')", () => {
    calls.length = 0;
    formWidgetFormatters(islands)['newsletter-block'](form, ['Join', 'our', 'newsletter'], ctxOf({ item: { id: 'i1', title: 'Post' }, collection: { id: 'c1' } }));
    expect(calls[0].props).toMatchObject({ title: 'Join our newsletter', page: { pageId: 'i1', contentSource: 'i', pageTitle: 'Post' } });
  });

  it('renders nothing without a form or a page, and normalises what it is given', () => {
    calls.length = 0;
    const formatters = formWidgetFormatters(islands);
    expect(formatters['form-block'](null, [], ctxOf({ collection: { id: 'c1' } }))).toBe('');
    expect(formatters['form-block'](form, [], ctxOf({}))).toBe('');
    formatters['form-block']({ id: 'f2', fields: [{ id: 'x', type: 'bogus' }], notifyEmail: 'owner@x' }, [], ctxOf({ collection: { id: 'c1' } }));
    expect(calls[0].props).toMatchObject({ form: { id: 'f2', name: 'My Form Name', fields: [] } });
    expect(JSON.stringify(calls[0].props)).not.toContain('owner@x');
    expect(formPageOf(ctxOf({}))).toBeNull();
  });
});
