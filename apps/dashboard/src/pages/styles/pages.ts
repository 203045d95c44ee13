/** Site styles: fonts and colours as theme variables, published like a page (issue 16). */
// Pages are declared with definePage (../page-entry.ts), e.g.
// definePage({ name: 'x', path: '/x', title: 'X', permission: 'content:read', sidebar: 55, load: () => import('./x-page.tsx') }),
export default [];
