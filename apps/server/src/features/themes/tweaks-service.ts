import { DESIGN_DRAFT_PARAM, DESIGN_PREVIEW_PARAM } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { SiteDesignsTable } from '../../infra/database/schema-designs.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { tweakValues, type DesignInfo, type DesignTweak, type TweakValues } from '../../infra/theme/designs.ts';
import { changeContent } from '../site/index.ts';
import { THEME_MESSAGES } from './messages.ts';
import { readDesignRow, writeTweaksDraft, writeTweaksPublished } from './repository.ts';
import { effectiveDesign, type DesignCatalogue } from './service.ts';

/*
 * A design's own settings (tweaks, issue 31): each a choice the design declares in its design.json
 * (a layout switch, spacing, a detail of type). The owner saves a draft — visitors see nothing of it,
 * the owner's `?design=<id>&design-draft` preview does — and publishes it like site styles: one
 * content change, so every cached page of every process takes it. One draft and one published set
 * per site, each holding the values of every design (switching keeps each design's settings).
 */

/** What the owner reads (@plinth/api `designTweaksState`). */
export interface TweaksState {
  design: string;
  tweaks: Array<DesignTweak & { draft: string; published: string }>;
  revision: number;
  unpublishedChanges: boolean;
  previewUrl: string;
}

/** Stored JSON (design id → values) read back; anything unreadable is no values. */
export function parseStoredTweaks(json: string | null | undefined): Record<string, TweakValues> {
  if (!json) return {};
  try {
    const parsed = JSON.parse(json) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, TweakValues>) : {};
  } catch {
    return {};
  }
}

function designNamed(catalogue: DesignCatalogue, id: string): DesignInfo {
  const design = catalogue.list.find((candidate) => candidate.id === id);
  if (!design) throw new AppError('NOT_FOUND', THEME_MESSAGES.unknownDesign(id));
  return design;
}

function stateOf(design: DesignInfo, row: SiteDesignsTable | undefined): TweaksState {
  const published = tweakValues(design, parseStoredTweaks(row?.tweaks_published_json)[design.id]);
  const draft = tweakValues(design, parseStoredTweaks(row?.tweaks_draft_json ?? row?.tweaks_published_json)[design.id] ?? published);
  return {
    design: design.id,
    tweaks: design.tweaks.map((tweak) => ({ ...tweak, draft: draft[tweak.id] as string, published: published[tweak.id] as string })),
    revision: row?.tweaks_revision ?? 0,
    unpublishedChanges: design.tweaks.some((tweak) => draft[tweak.id] !== published[tweak.id]),
    previewUrl: `/?${DESIGN_PREVIEW_PARAM}=${encodeURIComponent(design.id)}&${DESIGN_DRAFT_PARAM}`,
  };
}

/**
 * A design's settings as the owner reads them.
 * @throws AppError NOT_FOUND for an id that is no design
 */
export async function tweaksState(db: Kysely<Schema>, catalogue: DesignCatalogue, websiteId: string, designId: string): Promise<TweaksState> {
  return stateOf(designNamed(catalogue, designId), await readDesignRow(db, websiteId));
}

/**
 * Saves a design's settings as the draft.
 * @throws AppError NOT_FOUND for an unknown design, INVALID for a setting or value it does not have,
 *   CONFLICT when the draft moved on since `revision`
 */
export async function saveTweaksDraft(db: Kysely<Schema>, catalogue: DesignCatalogue, websiteId: string, designId: string, values: TweakValues, revision: number, now: number): Promise<TweaksState> {
  const design = designNamed(catalogue, designId);
  for (const [id, value] of Object.entries(values)) {
    const tweak = design.tweaks.find((candidate) => candidate.id === id);
    if (!tweak) throw new AppError('INVALID', THEME_MESSAGES.unknownTweak(design.name, id));
    if (!tweak.options.some((option) => option.value === value)) throw new AppError('INVALID', THEME_MESSAGES.unknownOption(tweak.label, value, tweak.options.map((option) => option.value)));
  }
  const row = await readDesignRow(db, websiteId);
  const drafts = parseStoredTweaks(row?.tweaks_draft_json ?? row?.tweaks_published_json);
  drafts[design.id] = tweakValues(design, { ...stateValues(stateOf(design, row), 'draft'), ...values });
  const saved = await writeTweaksDraft(db, websiteId, effectiveDesign(catalogue, row?.design_id), JSON.stringify(drafts), revision, now);
  if (saved === null) throw new AppError('CONFLICT', THEME_MESSAGES.staleTweaks);
  return tweaksState(db, catalogue, websiteId, designId);
}

/**
 * Publishes a design's draft settings: every page of the site drawn with that design takes them at once.
 * @throws AppError NOT_FOUND for an unknown design, CONFLICT when the draft is no longer at `revision`
 */
export async function publishTweaks(db: Kysely<Schema>, catalogue: DesignCatalogue, websiteId: string, designId: string, revision: number, now: number): Promise<TweaksState> {
  const design = designNamed(catalogue, designId);
  await changeContent(db, websiteId, async (tx) => {
    const row = await readDesignRow(tx, websiteId);
    if ((row?.tweaks_revision ?? 0) !== revision) throw new AppError('CONFLICT', THEME_MESSAGES.staleTweaks);
    if (!row) return; // nothing saved: the design as it comes is what visitors see
    const published = parseStoredTweaks(row.tweaks_published_json);
    published[design.id] = stateValues(stateOf(design, row), 'draft');
    if (!(await writeTweaksPublished(tx, websiteId, JSON.stringify(published), revision, now))) throw new AppError('CONFLICT', THEME_MESSAGES.staleTweaks);
  });
  return tweaksState(db, catalogue, websiteId, designId);
}

function stateValues(state: TweaksState, which: 'draft' | 'published'): TweakValues {
  return Object.fromEntries(state.tweaks.map((tweak) => [tweak.id, tweak[which]]));
}
