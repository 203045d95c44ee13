import { colourCss, fontsInUse, siteStyles, STYLE_MESSAGES, THEME_PALETTE, THEME_STYLES, type SiteStyles } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { SiteStylesTable } from '../../infra/database/schema-styles.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { readStylesRow, writeDraft, writePublished } from './styles-repository.ts';

/*
 * Site styles (issue 16): the owner saves a draft (visitors see nothing of it), previews it, and
 * publishes it like a page; publishing bumps the site's content version so every cached page
 * takes the new styles at once.
 */

/** What the owner reads (@plinth/api `stylesState`). */
export interface StylesState {
  draft: SiteStyles;
  published: SiteStyles;
  revision: number;
  publishedAt: number | null;
  unpublishedChanges: boolean;
  palette: string[];
}

/**
 * Stored JSON read back as styles. A stored value that no longer passes (a font gone from the
 * catalogue after an upgrade) falls back to the theme's look rather than breaking every page.
 */
export function parseStoredStyles(json: string | null): SiteStyles | null {
  if (json === null) return null;
  try {
    const parsed = siteStyles.safeParse(JSON.parse(json));
    return parsed.success ? (parsed.data as SiteStyles) : THEME_STYLES;
  } catch {
    return THEME_STYLES;
  }
}

/** The preset swatches: the site's colours (draft, then published), then the theme's, once each. */
function paletteOf(...styles: SiteStyles[]): string[] {
  const colours = styles.flatMap((s) => Object.values(s.colors).map(colourCss));
  return [...new Set([...colours, ...THEME_PALETTE])];
}

function stateOf(row: SiteStylesTable | undefined): StylesState {
  const published = parseStoredStyles(row?.published_json ?? null) ?? THEME_STYLES;
  const draft = parseStoredStyles(row?.draft_json ?? null) ?? published;
  return {
    draft,
    published,
    revision: row?.revision ?? 0,
    publishedAt: row?.published_at ?? null,
    unpublishedChanges: row ? row.draft_json !== row.published_json : false,
    palette: paletteOf(draft, published),
  };
}

/** The site's styles as the owner reads them. */
export async function stylesState(db: Kysely<Schema>, websiteId: string): Promise<StylesState> {
  return stateOf(await readStylesRow(db, websiteId));
}

/** The catalogue fonts the site's draft or published styles use ("Fonts in Style Guide"). */
export async function styleGuideFonts(db: Kysely<Schema>, websiteId: string): Promise<string[]> {
  const state = await stylesState(db, websiteId);
  return fontsInUse([state.draft, state.published]);
}

/**
 * Saves the draft, checked by the caller's schema.
 * @throws AppError CONFLICT when the draft moved on since `revision` (another tab or owner saved)
 */
export async function saveDraft(db: Kysely<Schema>, websiteId: string, styles: SiteStyles, revision: number, now: number): Promise<StylesState> {
  const saved = await writeDraft(db, websiteId, JSON.stringify(styles), revision, now);
  if (saved === null) throw new AppError('CONFLICT', STYLE_MESSAGES.staleDraft);
  return stylesState(db, websiteId);
}

/**
 * Publishes the draft at `revision`; publishing what is already published changes nothing.
 * @throws AppError CONFLICT when the draft moved on since `revision`
 */
export async function publish(db: Kysely<Schema>, websiteId: string, revision: number, now: number): Promise<StylesState> {
  const row = await readStylesRow(db, websiteId);
  if ((row?.revision ?? 0) !== revision) throw new AppError('CONFLICT', STYLE_MESSAGES.staleDraft);
  if (!row || row.draft_json === row.published_json) return stateOf(row);
  const done = await changeContent(db, websiteId, (tx) => writePublished(tx, websiteId, revision, now), (ok) => ok);
  if (!done) throw new AppError('CONFLICT', STYLE_MESSAGES.staleDraft);
  return stylesState(db, websiteId);
}
