/** Events with calendar links, and the maps proxy with address completion (issue 17). */
// Pages are declared with definePage (../page-entry.ts), e.g.
// definePage({ name: 'x', path: '/x', title: 'X', permission: 'content:read', sidebar: 55, load: () => import('./x-page.tsx') }),
export default [];
