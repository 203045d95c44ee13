/** Experiments views of issue 13: the site's feature toggles and A/B tests, and one experiment's results. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'experiments', path: '/experiments', title: 'Experiments', permission: 'reports:read', sidebar: 28, load: () => import('./experiments-page.tsx') }),
  definePage({ name: 'experiment', path: '/experiments/:id', title: 'Experiment', permission: 'reports:read', load: () => import('./experiment-page.tsx') }),
];
