import { expect, it } from 'vitest';
import { forEachDialect } from '../../test-support/dialects.ts';
import { changeContent } from './content-change.ts';
import { createWebsite, getWebsite } from './sites-repository.ts';

forEachDialect('changeContent', (t) => {
  it('bumps the content version with the write, in its transaction', async () => {
    const site = await createWebsite(t.db, { name: 'Versioned', isDefault: false });
    const before = (await getWebsite(t.db, site.id))!.contentVersion;
    const answer = await changeContent(t.db, site.id, async (tx) => {
      await tx.updateTable('websites').set({ name: 'Renamed' }).where('id', '=', site.id).execute();
      return 42;
    });
    expect(answer).toBe(42);
    const after = (await getWebsite(t.db, site.id))!;
    expect(after.name).toBe('Renamed');
    expect(after.contentVersion).toBe(before + 1);
  });

  it('neither writes nor bumps when the write fails', async () => {
    const site = await createWebsite(t.db, { name: 'Unchanged', isDefault: false });
    const before = (await getWebsite(t.db, site.id))!.contentVersion;
    await expect(
      changeContent(t.db, site.id, async (tx) => {
        await tx.updateTable('websites').set({ name: 'Half' }).where('id', '=', site.id).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const after = (await getWebsite(t.db, site.id))!;
    expect(after.name).toBe('Unchanged');
    expect(after.contentVersion).toBe(before);
  });

  it('does not bump when the write says nothing visible changed', async () => {
    const site = await createWebsite(t.db, { name: 'Quiet', isDefault: false });
    const before = (await getWebsite(t.db, site.id))!.contentVersion;
    await changeContent(t.db, site.id, async () => ({ visible: false }), (result) => result.visible);
    expect((await getWebsite(t.db, site.id))!.contentVersion).toBe(before);
  });
});
