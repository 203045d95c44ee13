import { DESIGN_PREVIEW_PARAM } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import type { DesignInfo } from '../../infra/theme/designs.ts';
import { changeContent } from '../site/index.ts';
import { THEME_MESSAGES } from './messages.ts';
import { readDesignId, writeDesignId } from './repository.ts';

/*
 * The site's design (issue 31): which of the shipped designs visitors see. A switch is one content
 * change (the site's content version moves in its transaction), so every cached page of every
 * process is drawn again with the new design; content, navigation, styles, forms and settings live
 * elsewhere and are not touched.
 */

/** What the service needs of the app's designs. */
export interface DesignCatalogue {
  readonly defaultId: string;
  readonly list: readonly DesignInfo[];
}

/** A design in the owner's list (@plinth/api `designSummary`). */
export interface DesignSummary {
  id: string;
  name: string;
  description: string;
  active: boolean;
  previewUrl: string;
  previewImage: string | null;
  settings: number;
}

/** The design a stored choice means: itself while it is shipped, else the default. */
export function effectiveDesign(catalogue: DesignCatalogue, stored: string | undefined): string {
  return stored !== undefined && catalogue.list.some((design) => design.id === stored) ? stored : catalogue.defaultId;
}

/** The id of the design the site's visitors see. */
export async function activeDesign(db: Kysely<Schema>, catalogue: DesignCatalogue, websiteId: string): Promise<string> {
  return effectiveDesign(catalogue, await readDesignId(db, websiteId));
}

/** Every design, the active one marked, each with its owner-only preview of the site's home page. */
export async function listDesigns(db: Kysely<Schema>, catalogue: DesignCatalogue, websiteId: string): Promise<{ themes: DesignSummary[] }> {
  const active = await activeDesign(db, catalogue, websiteId);
  return {
    themes: catalogue.list.map((design) => ({
      id: design.id,
      name: design.name,
      description: design.description,
      active: design.id === active,
      previewUrl: `/?${DESIGN_PREVIEW_PARAM}=${encodeURIComponent(design.id)}`,
      previewImage: design.preview,
      settings: design.tweaks.length,
    })),
  };
}

/**
 * Makes `id` the site's design.
 * @throws AppError INVALID for an id that is no design
 */
export async function switchDesign(db: Kysely<Schema>, catalogue: DesignCatalogue, websiteId: string, id: string, now: number): Promise<{ themes: DesignSummary[] }> {
  if (!catalogue.list.some((design) => design.id === id)) throw new AppError('INVALID', THEME_MESSAGES.unknownDesign(id));
  await changeContent(db, websiteId, (tx) => writeDesignId(tx, websiteId, id, now));
  return listDesigns(db, catalogue, websiteId);
}
