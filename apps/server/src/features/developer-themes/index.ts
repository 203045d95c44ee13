/** The developer-themes feature's public face: the formatters its tags are translated into (for `plinth theme check`). */
export { platformFormatters } from './platform-formatters.ts';
