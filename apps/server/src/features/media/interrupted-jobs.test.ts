import { expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { failInterruptedJobs } from './interrupted-jobs.ts';
import { insertMediaRow, type MediaRow } from './media-repository.ts';
import { openMediaStorage } from './storage/open-storage.ts';
import { originalKey } from './storage/storage-keys.ts';
import { testMediaStorage } from './test-support/media-test-kit.ts';

const storage = testMediaStorage('folder');

forEachStore(
  'images whose processing died with their process',
  (store) => {
    /** An image row as an upload leaves it while its job runs (in the memory of the process that took it). */
    const processingImage = async (startedAt: number): Promise<MediaRow> => {
      const row: Omit<MediaRow, 'search_text'> = {
        id: newId(),
        website_id: await defaultSiteId(store.db),
        file_name: 'harbour.png',
        content_type: 'image/png',
        size: 4,
        version: 1,
        width: null,
        height: null,
        color_data_json: null,
        focal_x: null,
        focal_y: null,
        alt_text: '',
        status: 'processing',
        status_message: null,
        processing_started_at: startedAt,
        seed_source: null,
        created_at: startedAt,
        updated_at: startedAt,
      };
      await insertMediaRow(store.db, row);
      return { ...row, search_text: '' };
    };

    it("fails at once, on start, the files a dead process was processing, and removes that version's bytes", async () => {
      const start = Date.now();
      const died = await processingImage(start - 1000);
      const files = await openMediaStorage(store.app.deps.media);
      // The job had stored the processed original when the process died, before marking the row ready.
      await files.putBytes(originalKey(died.website_id, died.id, 1), Buffer.from('half'), 'image/png');
      const newer = await processingImage(start + 1000);

      expect(await failInterruptedJobs(store.db, store.app.deps.media, start)).toBe(1);
      const owner = await ownerVisitor(store, 'EDITOR');
      const job = (await owner.request({ method: 'GET', url: `/api/owner/media/${died.id}/job` })).json().job;
      expect(job).toMatchObject({ status: 'failed', message: 'File processing failed to complete.' });
      expect(await files.read(originalKey(died.website_id, died.id, 1))).toBeNull();
      // A file whose processing started after the restart belongs to a live process.
      expect((await owner.request({ method: 'GET', url: `/api/owner/media/${newer.id}/job` })).json().job.status).toBe('processing');
    });
  },
  {
    get media() {
      return storage.settings;
    },
  },
);
