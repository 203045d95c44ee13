/** Forms, the form builder, submissions and the mailing list. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'forms', path: '/forms', title: 'Forms', permission: 'forms:read', sidebar: 90, load: () => import('./forms-page.tsx') }),
  definePage({ name: 'form', path: '/forms/:id', title: 'Form', permission: 'forms:read', load: () => import('./form-builder-page.tsx') }),
  definePage({ name: 'form-submissions', path: '/forms/:id/submissions', title: 'Submissions', permission: 'forms:read', load: () => import('./submissions-page.tsx') }),
  definePage({
    name: 'form-submission',
    path: '/forms/:id/submissions/:submissionId',
    title: 'Submission',
    permission: 'forms:read',
    load: () => import('./submission-page.tsx'),
  }),
  definePage({ name: 'mailing-list', path: '/mailing-list', title: 'Mailing list', permission: 'forms:read', sidebar: 100, load: () => import('./mailing-list-page.tsx') }),
];
