import { readFileSync } from 'node:fs';
import { BLOCK_KINDS } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { BLOCK_BUILDERS } from './index.ts';

const dispatcher = readFileSync(new URL('../../../../../../themes/default/partials/block.block', import.meta.url), 'utf8');

describe('every block kind on the server', () => {
  it('has its page-context builder, and nothing else has one', () => {
    expect(Object.keys(BLOCK_BUILDERS).sort()).toEqual(BLOCK_KINDS.map((kind) => kind.type).sort());
  });

  it("is drawn by its partial: the default theme's block.block applies it for its type", () => {
    for (const kind of BLOCK_KINDS) expect(dispatcher, kind.type).toMatch(new RegExp(`\\{\\.(?:or )?equal\\? type "${kind.type}"\\}\\{@\\|apply ${kind.partial.replace('.', '\\.')}\\}`));
  });
});
