import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TemplateError } from '@plinth/template';
import type { DeveloperThemeInfo } from './theme/developer-platform/developer-theme.ts';

/** The compiler a theme is loaded with (an engine with our plugins). */
export interface ThemeCompiler<T> {
  compile(source: string): { template: T; errors: TemplateError[] };
}

/** A theme compiled once at start. */
export interface Theme<T> {
  layout: T;
  templates: Map<string, T>;
  /** Partial name → source; the engine compiles and caches them on first use. */
  partials: Record<string, string>;
  css: string;
  /** E-mail templates by file name without `.jsont` (`order-confirmation.subject`, `….text`, `….html`). */
  emails: Map<string, T>;
  /** Compile errors by file, for start-up logging and the theme tests. */
  errors: { file: string; errors: TemplateError[] }[];
  /** Set when the theme is in the developer platform's layout (infra/theme/developer-platform). */
  developer?: DeveloperThemeInfo;
}

/**
 * Loads `layout.jsont`, `templates/*.jsont`, `emails/*.jsont`, `partials/*` and `assets/site.css`
 * from a theme folder and compiles every template once.
 */
export function loadTheme<T>(dir: string, compiler: ThemeCompiler<T>): Theme<T> {
  const errors: Theme<T>['errors'] = [];
  const compileFile = (file: string): T => {
    const result = compiler.compile(readFileSync(join(dir, file), 'utf8'));
    if (result.errors.length) errors.push({ file, errors: result.errors });
    return result.template;
  };
  const templates = new Map<string, T>();
  for (const file of readdirSync(join(dir, 'templates'))) {
    if (file.endsWith('.jsont')) templates.set(file.slice(0, -'.jsont'.length), compileFile(join('templates', file)));
  }
  const emails = new Map<string, T>();
  if (existsSync(join(dir, 'emails'))) {
    for (const file of readdirSync(join(dir, 'emails'))) {
      if (file.endsWith('.jsont')) emails.set(file.slice(0, -'.jsont'.length), compileFile(join('emails', file)));
    }
  }
  const partials: Record<string, string> = {};
  for (const file of readdirSync(join(dir, 'partials'))) {
    partials[file] = readFileSync(join(dir, 'partials', file), 'utf8');
    // Compiled here only to report errors at start; the engine compiles partials on first use.
    const result = compiler.compile(partials[file]);
    if (result.errors.length) errors.push({ file: join('partials', file), errors: result.errors });
  }
  return {
    layout: compileFile('layout.jsont'),
    templates,
    emails,
    partials,
    css: readFileSync(join(dir, 'assets', 'site.css'), 'utf8'),
    errors,
  };
}
