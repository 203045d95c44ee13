/* The dashboard feature's answers. */

/** The answer while the dashboard is not built. */
export const NOT_BUILT_MESSAGE = 'The dashboard is not built. Run `npm run build` (or `npm run build -w @plinth/dashboard`) and restart the server.';
