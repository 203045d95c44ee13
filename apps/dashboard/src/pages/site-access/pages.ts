/** The special page types: lock screen, protected pages, popup, splash, order status and the rest (issue 17). */
// Pages are declared with definePage (../page-entry.ts), e.g.
// definePage({ name: 'x', path: '/x', title: 'X', permission: 'content:read', sidebar: 55, load: () => import('./x-page.tsx') }),
export default [];
