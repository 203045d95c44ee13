/** API keys and the public API they open; the product feed and ads pixel (issue 16). */
// Pages are declared with definePage (../page-entry.ts), e.g.
// definePage({ name: 'x', path: '/x', title: 'X', permission: 'content:read', sidebar: 55, load: () => import('./x-page.tsx') }),
export default [];
