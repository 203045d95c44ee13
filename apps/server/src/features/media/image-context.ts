import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { PageExtensions } from '../../infra/page-extensions.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { ColorData } from './image-pipeline.ts';

/*
 * The image fields of platform.md §3 "Image" that a page context carries for a library file
 * (jsont.md §10): `colorData` (the averages the library computed when the file was processed, in the
 * reference's shape: `topLeftAverage` … `centerAverage`, hex without '#', as `image-color` and the
 * video overlay print them), `mediaFocalPoint`, `componentKey` (the library file's id: the key the
 * `image` formatters write as `data-component-key`) and `licensedAssetPreview` (always null: Plinth's
 * library holds the owner's own files, never a licensed stock picture's preview).
 */

/** colorData as a page context carries it. */
export interface ContextColorData {
  topLeftAverage: string;
  topRightAverage: string;
  bottomLeftAverage: string;
  bottomRightAverage: string;
  centerAverage: string;
}

/** The image fields a page context adds for one library file. */
export interface ImageContextFields {
  colorData?: ContextColorData;
  mediaFocalPoint?: { x: number; y: number };
  componentKey: string;
  licensedAssetPreview: null;
}

const bare = (hex: string) => hex.replace(/^#/, '').toLowerCase();

/** The library's colours (`#rrggbb` per cell) in the context's shape; undefined before processing. */
export function contextColorData(colors: ColorData | null | undefined): ContextColorData | undefined {
  if (!colors) return undefined;
  return {
    topLeftAverage: bare(colors.topLeft),
    topRightAverage: bare(colors.topRight),
    bottomLeftAverage: bare(colors.bottomLeft),
    bottomRightAverage: bare(colors.bottomRight),
    centerAverage: bare(colors.center),
  };
}

/** The image fields of a file (colour and focal point only when the file has them). */
export function imageContextFields(file: { id: string; colorData: ColorData | null; mediaFocalPoint: { x: number; y: number } | null }): ImageContextFields {
  const colorData = contextColorData(file.colorData);
  return {
    ...(colorData ? { colorData } : {}),
    ...(file.mediaFocalPoint ? { mediaFocalPoint: file.mediaFocalPoint } : {}),
    componentKey: file.id,
    licensedAssetPreview: null,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page hook (infra/page-extensions.ts): every item of a page (`item`, `items`) whose main image
 * is a library file (`mainImageId`) gets that file's image fields. One query per page.
 */
export function imageContextEnricher(db: Kysely<Schema>): PageExtensions['enrichers'][number] {
  return async (info, page) => {
    const ctx = page.context;
    const entries = [ctx.item, ...(Array.isArray(ctx.items) ? ctx.items : [])].filter(
      (entry): entry is Record<string, unknown> & { mainImageId: string } => isRecord(entry) && typeof entry.mainImageId === 'string',
    );
    if (entries.length === 0) return;
    const ids = [...new Set(entries.map((entry) => entry.mainImageId))];
    const rows = await db
      .selectFrom('media_files')
      .select(['id', 'color_data_json', 'focal_x', 'focal_y'])
      .where('website_id', '=', info.site.id)
      .where('id', 'in', ids)
      .execute();
    const files = new Map(
      rows.map((row) => [
        row.id,
        imageContextFields({
          id: row.id,
          colorData: row.color_data_json ? parseJson<ColorData | null>(row.color_data_json, null) : null,
          mediaFocalPoint: row.focal_x !== null && row.focal_y !== null ? { x: row.focal_x, y: row.focal_y } : null,
        }),
      ]),
    );
    for (const entry of entries) {
      const fields = files.get(entry.mainImageId);
      if (fields) Object.assign(entry, fields);
    }
  };
}
