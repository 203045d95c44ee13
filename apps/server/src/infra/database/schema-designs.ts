/* The tables of migration 0032-designs (the design each site uses, issue 31; features/themes). */

/** A site's design: which of the designs (themes/<id>) it uses, and its tweaks. */
export interface SiteDesignsTable {
  website_id: string;
  /** A design's id (infra/theme/designs.ts); one no longer shipped falls back to the default. */
  design_id: string;
  /** JSON object of design id → tweak values, the owner's draft. */
  tweaks_draft_json: string | null;
  /** JSON object of design id → tweak values, what visitors see. */
  tweaks_published_json: string | null;
  tweaks_revision: number;
  updated_at: number;
}

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface DesignsSchema {
  site_designs: SiteDesignsTable;
}
