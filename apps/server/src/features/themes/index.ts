/** The themes feature's public face: which design a site uses. */
export { siteDesignDecoration } from './design-decorator.ts';
export { activeDesign, effectiveDesign, type DesignCatalogue, type DesignSummary } from './service.ts';
