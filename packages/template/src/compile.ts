/** scan → parse → assemble: source text to a node tree plus syntax errors. */
import { Assembler } from './assemble.ts';
import { parseTag } from './parse.ts';
import { scan } from './scan.ts';
import type { Node } from './nodes.ts';
import type { Registry, TemplateError } from './types.ts';

/** Compiles `source` against a registry (unknown formatters and predicates are syntax errors). */
export function compileNodes(source: string, registry: Registry): { nodes: Node[]; errors: TemplateError[] } {
  const errors: TemplateError[] = [];
  const asm = new Assembler(errors);
  scan(source, {
    text: (s) => asm.text(s),
    comment: () => asm.comment(),
    tag: (inner) => {
      // Even after `.eof` every tag is parsed: unknown formatters and predicates are still reported, in order.
      const p = parseTag(inner, registry, errors);
      if (p === null) asm.text('{' + inner + '}');
      else asm.accept(p);
    },
  });
  asm.finish();
  return { nodes: asm.root, errors };
}
