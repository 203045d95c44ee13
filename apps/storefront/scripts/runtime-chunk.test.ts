import { describe, expect, it } from 'vitest';
import { barrelExports, importedNames } from './runtime-chunk.ts';

describe('the single runtime chunk’s reading of barrels', () => {
  it('maps each name a barrel re-exports to the module it comes from (aliases by their exported name)', () => {
    const code = `export { MESSAGES, fillMessage } from "./messages.ts";\nexport {\n  formatMoney as money,\n  moneyFromMinor } from './money.ts';`;
    expect([...barrelExports(code)]).toEqual([
      ['MESSAGES', './messages.ts'],
      ['fillMessage', './messages.ts'],
      ['money', './money.ts'],
      ['moneyFromMinor', './money.ts'],
    ]);
  });

  it('reads the names a module takes from a package, and null for a namespace import or none', () => {
    const code = `import { useState } from "react";\nimport { MESSAGES, formatMoney as money } from "@plinth/commerce";\nimport { findVariant } from '@plinth/commerce';`;
    expect(importedNames(code, '@plinth/commerce')).toEqual(['MESSAGES', 'formatMoney', 'findVariant']);
    expect(importedNames('import * as commerce from "@plinth/commerce";', '@plinth/commerce')).toBeNull();
    expect(importedNames('import "@plinth/commerce";', '@plinth/commerce')).toBeNull();
    expect(importedNames(code, '@plinth/forms')).toBeNull();
  });
});
