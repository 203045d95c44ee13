import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { forEachDialect } from '../../test-support/dialects.ts';

// A clean stop loses nothing: the app's onClose writes the events still waiting in the buffer.
forEachDialect('analytics buffer on close', (t) => {
  it('writes every accepted hit when the app closes, in one batch, after answering without waiting', async () => {
    await seedDemo(t.db);
    const app = await buildApp({ database: t.database });
    const answers = [];
    for (let i = 0; i < 25; i++) {
      answers.push(
        await app.inject({
          method: 'POST',
          url: '/api/census/RecordHit',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
          payload: new URLSearchParams({ data: JSON.stringify({ url: `/closing/${i}` }), ss_cvr: `closer${i}|1|1|1` }).toString(),
        }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual(Array(25).fill(204));
    await app.close();
    const rows = await t.db.selectFrom('analytics_events').select('path').where('path', 'like', '/closing/%').execute();
    expect(rows).toHaveLength(25);
  });
});
