import type { TemplateError } from '@plinth/template';
import { problemsOf, type ThemeProblem } from './problems.ts';

/*
 * Where a JSON-T file's problems are. The engine reports what is wrong (an unknown formatter, a block
 * never closed) but not where; this walks the tags as the engine finds them (jsont.md §2.1) and
 * compiles each alone for unknown formatters and predicates, and keeps its own stack of blocks.
 */

/** A compiler of single tags (an engine with every plugin). */
export interface TagCompiler {
  compile(source: string): { errors: TemplateError[] };
}

const OPENER = /^\.(section\s|repeated section |if\s|macro |[A-Za-z][A-Za-z0-9_-]*\?)/;

/** Each `{…}` tag of a JSON-T source with its index (comments skipped). */
export function* tagsOf(source: string): Generator<{ index: number; inner: string }> {
  let at = 0;
  while (at < source.length) {
    let open = source.indexOf('{', at);
    if (open === -1) return;
    if (source.startsWith('{##', open)) {
      const close = source.indexOf('##}', open + 3);
      if (close === -1) return;
      at = close + 3;
      continue;
    }
    let close = open + 1;
    for (; close < source.length && source[close] !== '}'; close += 1) if (source[close] === '{') open = close;
    if (close >= source.length) return;
    yield { index: open, inner: source.slice(open + 1, close) };
    at = close + 1;
  }
}

/** The `.end`s with nothing open and the blocks never closed, by index (jsont.md §4.1). */
export function unbalancedBlocks(source: string): { index: number; message: string }[] {
  const found: { index: number; message: string }[] = [];
  const open: { index: number; inner: string }[] = [];
  for (const tag of tagsOf(source)) {
    if (OPENER.test(tag.inner)) open.push(tag);
    else if (tag.inner === '.end' && !open.pop()) found.push({ index: tag.index, message: '{.end} closes no open block' });
  }
  for (const tag of open) found.push({ index: tag.index, message: `{${tag.inner}} is never closed with {.end}` });
  return found;
}

/**
 * Reports the unknown formatters and predicates of one file at their tags, and its unbalanced blocks
 * unless `nesting` is false (regions: a block may open in one region and close in the next).
 */
export function lintTemplate(file: string, source: string, compiler: TagCompiler, problems: ThemeProblem[], nesting = true): void {
  const report = problemsOf(file, source, problems);
  for (const tag of tagsOf(source)) {
    if (tag.inner.startsWith('#')) continue;
    for (const error of compiler.compile(`{${tag.inner}}`).errors) {
      if (error.type === 'parser') report(tag.index, error.message.replace(/^SyntaxError: /, ''));
    }
  }
  if (nesting) for (const { index, message } of unbalancedBlocks(source)) report(index, message);
}
