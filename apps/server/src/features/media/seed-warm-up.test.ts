import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { forEachDialect } from '../../test-support/dialects.ts';
import { seedDemo } from '../../seed/demo.ts';
import { renderSeedPictures } from './index.ts';
import { folderStorage } from './storage/folder-storage.ts';
import { originalKey } from './storage/storage-keys.ts';

const dir = mkdtempSync(join(tmpdir(), 'plinth-seed-pictures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

forEachDialect('the demo pictures drawn after a seed', (t) => {
  it('renders every seeded picture once into storage as a 2500-px PNG with its colours', async () => {
    await seedDemo(t.db);
    const media = { dir: join(dir, t.dialect), s3: undefined, maxUploadBytes: 1024 * 1024 };
    const rendered = await renderSeedPictures(t.db, media);
    const rows = await t.db.selectFrom('media_files').selectAll().where('seed_source', 'is not', null).execute();
    expect(rendered).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const row = rows[0]!;
    expect(row.color_data_json).toMatch(/"center":"#[0-9a-f]{6}"/);
    const bytes = await folderStorage(media.dir).read(originalKey(row.website_id, row.id, row.version));
    expect(await sharp(bytes!).metadata()).toMatchObject({ format: 'png', width: 2500, height: 2500 });
    expect(Number(row.size)).toBe(bytes!.length);
    expect(await renderSeedPictures(t.db, media)).toBe(0);
  });
});
