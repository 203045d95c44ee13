import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import pages from './pages.ts';
import { relativeChange, rateChange, taskSentence } from './home-figures.ts';
import { HomeView, type HomeAnswer } from './home-view.tsx';

const period = (over: Partial<HomeAnswer['today']> = {}): HomeAnswer['today'] => ({
  from: 0,
  to: 1,
  salesCents: { current: 12_345, previous: 10_000 },
  orders: { current: 3, previous: 4 },
  visitors: { current: 120, previous: 0 },
  conversion: { current: 0.025, previous: 0.025 },
  ...over,
});

const HOME: HomeAnswer = {
  siteName: 'Plinth Demo Store',
  currency: 'USD',
  today: period(),
  week: period({ salesCents: { current: 0, previous: 0 } }),
  tasks: [
    { kind: 'orders-to-fulfil', count: 2 },
    { kind: 'low-stock', count: 1 },
    { kind: 'restock-waiting', count: 0 },
    { kind: 'comments-pending', count: 5 },
    { kind: 'webhooks-failed', count: 1 },
    { kind: 'publish-pending', count: 0 },
  ],
  lowStockThreshold: 15,
};

describe('Home', () => {
  it('is the page at /home for those who read the reports, first in the sidebar', () => {
    expect(pages).toEqual([expect.objectContaining({ name: 'home', path: '/home', title: 'Home', permission: 'reports:read', sidebar: 1 })]);
  });

  it("shows today's and the week's sales, orders, visitors and conversion, each with its change", () => {
    const html = renderToString(<HomeView home={HOME} />);
    expect(html).toContain('>Today</h2>');
    expect(html).toContain('>Last 7 days</h2>');
    expect(html).toContain('$123.45');
    expect(html).toContain('+23% vs yesterday');
    expect(html).toContain('−25% vs yesterday');
    expect(html).toContain('up from none yesterday');
    expect(html).toContain('2.5%');
    expect(html).toContain('same as the 7 days before');
  });

  it('lists what needs doing as links to the screens that do it, leaving out what is done', () => {
    const html = renderToString(<HomeView home={HOME} />);
    expect(html).toContain('<a class="home-tasks__link" href="/config/orders?fulfillmentStatus=unfulfilled">2 orders to fulfil</a>');
    expect(html).toContain('<a class="home-tasks__link" href="/config/products?sort=stock">1 product low on stock</a>');
    expect(html).toContain('href="/config/comments">5 comments to moderate</a>');
    expect(html).toContain('href="/config/integrations">1 failed webhook delivery</a>');
    expect(html).not.toContain('restock request');
    expect(html).not.toContain('not published');
  });

  it('says so when nothing is waiting', () => {
    const html = renderToString(<HomeView home={{ ...HOME, tasks: HOME.tasks.map((task) => ({ ...task, count: 0 })) }} />);
    expect(html).toContain('Nothing is waiting for you.');
  });

  it('words changes and counts', () => {
    expect(relativeChange(0, 0, 'yesterday')).toEqual({ direction: 'flat', text: 'same as yesterday' });
    expect(relativeChange(1001, 1000, 'yesterday')).toEqual({ direction: 'up', text: 'about the same as yesterday' });
    expect(rateChange(0.05, 0.04, 'last week')).toEqual({ direction: 'up', text: '+1.0 pts vs last week' });
    expect(taskSentence('orders-to-fulfil', 1)).toBe('1 order to fulfil');
    expect(taskSentence('restock-waiting', 1200)).toBe('1,200 restock requests waiting');
  });
});
