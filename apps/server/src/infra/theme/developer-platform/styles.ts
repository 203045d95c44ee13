import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ThemeProblem } from './problems.ts';

/** The part of the `less` package we use (it ships no types). */
interface LessCompiler {
  render(input: string, options: { modifyVars?: Record<string, string>; math?: string }): Promise<{ css: string }>;
}
interface LessError {
  message: string;
  line?: number | null;
  column?: number | null;
}

const less = createRequire(import.meta.url)('less') as LessCompiler;

/**
 * Compiles the theme's stylesheets (template.conf's `stylesheets` order, else every .less/.css file of
 * styles/ by name) as the platform does: one LESS source, so variables and mixins carry across files,
 * with the tweaks as variables (a site's tweak value overrides the file's own default).
 * Errors point at the file and line they are in.
 */
export async function compileStyles(dir: string, order: string[], tweaks: Record<string, string>, problems: ThemeProblem[]): Promise<string> {
  const stylesDir = join(dir, 'styles');
  const files = order.length ? order : existsSync(stylesDir) ? readdirSync(stylesDir).filter((file) => /\.(less|css)$/.test(file)).sort() : [];
  const parts: { file: string; firstLine: number; lines: number }[] = [];
  let source = '';
  let line = 1;
  for (const file of files) {
    const path = join(stylesDir, file);
    if (!existsSync(path)) {
      problems.push({ file: 'template.conf', line: 1, column: 1, message: `stylesheet styles/${file} does not exist`, severity: 'error' });
      continue;
    }
    const text = `${readFileSync(path, 'utf8').replace(/\n?$/, '\n')}`;
    const lines = text.split('\n').length - 1;
    parts.push({ file: `styles/${file}`, firstLine: line, lines });
    source += text;
    line += lines;
  }
  if (!source) return '';
  try {
    const modifyVars = Object.fromEntries(Object.entries(tweaks).map(([name, value]) => [name, value === '' ? '~""' : value]));
    return (await less.render(source, { modifyVars, math: 'parens-division' })).css;
  } catch (caught) {
    const error = caught as LessError;
    const at = error.line ?? 1;
    const part = parts.find((entry) => at >= entry.firstLine && at < entry.firstLine + entry.lines);
    problems.push({
      file: part?.file ?? 'styles',
      line: part ? at - part.firstLine + 1 : at,
      column: (error.column ?? 0) + 1,
      message: `LESS: ${error.message}`,
      severity: 'error',
    });
    return '';
  }
}
