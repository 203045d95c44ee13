import { FEATURE_FLAGS } from '@plinth/platform';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PlanPage from './plan-page.tsx';
import pages from './pages.ts';

describe('the plan page', () => {
  it('answers both billing paths of the hosted builder', () => {
    expect(pages.map((page) => page.path)).toEqual(['/settings/billing/upgrade', '/settings/billing/subscriptions/website']);
  });

  it('shows a self-hosted site with every entitlement included', () => {
    const html = renderToString(<PlanPage params={{}} query={new URLSearchParams()} />);
    expect(html).toContain('Self-hosted');
    expect(html).toContain(`Included (<!-- -->${FEATURE_FLAGS.length}<!-- -->)`);
    for (const label of ['Commerce', 'Gift cards', 'Restock notifications', 'API access: orders']) expect(html).toContain(label);
  });
});
