import { defineSitePageKind } from '../page-kind.ts';

/** The last kind: any path no other kind answered is the not-found page (100). */
export const notFoundKind = defineSitePageKind({
  name: 'not-found',
  match: () => true,
  resolve: async (_, { notFound }) => notFound(),
});
