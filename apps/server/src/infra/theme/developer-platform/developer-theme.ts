import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Theme, ThemeCompiler } from '../../theme.ts';
import { loadTheme } from '../../theme.ts';
import { COLLECTION_BINDINGS } from './collection-bindings.ts';
import { translatePlatformTags, type QuerySpec, type TagScope } from './platform-tags.ts';
import { formatProblem, positionOf, type ThemeProblem } from './problems.ts';
import { compileStyles } from './styles.ts';
import { lintTemplate, unbalancedBlocks } from './template-lint.ts';
import { parseTemplateConf } from './template-conf.ts';

/*
 * A theme folder in the hosted builder's developer-platform layout (template.conf, *.region,
 * collections/, blocks/, pages/, styles/, assets/, scripts/), loaded unchanged into the shape of our
 * own theme: its layouts become the layout, its collection files replace our templates of those
 * pages, its blocks are partials. What it does not cover renders with our default theme, which also
 * renders the main content of pages made of blocks. docs/developer-themes.md.
 */

/** A static page of pages/: `/<name>`, rendered by its own template. */
export interface StaticPage {
  url: string;
  template: string;
  title: string;
  description: string;
  layout: string;
}

/** What the developer-themes feature serves and adds to each page. */
export interface DeveloperThemeInfo {
  name: string;
  dir: string;
  tweaks: Record<string, string>;
  staticPages: StaticPage[];
  queries: Map<string, QuerySpec>;
  /** The layout of each page template that does not use the default one. */
  layoutOf: Record<string, string>;
  defaultLayout: string;
  /** The compiled stylesheets alone (served at /site.css). */
  css: string;
}

/** A loaded developer theme and everything wrong with it. */
export interface DeveloperThemeLoad<T> {
  theme: Theme<T> & { developer: DeveloperThemeInfo };
  problems: ThemeProblem[];
}

/** Whether a theme folder is in the developer platform's layout. */
export function isDeveloperTheme(dir: string): boolean {
  return existsSync(join(dir, 'template.conf'));
}

const filesIn = (dir: string, suffix: string) => (existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(suffix)).sort() : []);

/** Reads, checks and compiles a developer-platform theme; `fallbackDir` is our own theme (Plinth's other pages and e-mails). */
export async function loadDeveloperTheme<T>(dir: string, fallbackDir: string, compiler: ThemeCompiler<T>): Promise<DeveloperThemeLoad<T>> {
  const problems: ThemeProblem[] = [];
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const fallback = loadTheme(fallbackDir, compiler);
  const confSource = existsSync(join(dir, 'template.conf')) ? read('template.conf') : '{}';
  const conf = parseTemplateConf(confSource, problems);

  const partials: Record<string, string> = { ...fallback.partials };
  const blockFiles = filesIn(join(dir, 'blocks'), '.block');
  const scope: TagScope = {
    navigations: conf?.navigations.map((navigation) => navigation.name) ?? [],
    partials: new Set([...Object.keys(partials), ...blockFiles]),
    scripts: new Set(existsSync(join(dir, 'scripts')) ? readdirSync(join(dir, 'scripts'), { recursive: true }).map(String) : []),
    queries: new Map(),
    queryPartials: {},
  };
  /** Checks a file as written and answers its translation. */
  const translate = (file: string, source = read(file), nesting = true) => {
    lintTemplate(file, source, compiler, problems, nesting);
    for (const match of source.matchAll(/\|apply\s+([^\s|}]+)/g)) {
      if (!scope.partials.has(match[1]!)) problems.push({ file, ...positionOf(source, match.index), message: `apply ${match[1]}: no such block (blocks/${match[1]})`, severity: 'error' });
    }
    return translatePlatformTags(file, source, scope, problems);
  };
  const compileTranslated = (file: string, source: string): T => {
    const result = compiler.compile(source);
    // The check of the file as written has placed its problems; anything more is reported at its start.
    if (result.errors.length && !problems.some((problem) => problem.file === file && problem.severity === 'error')) {
      for (const error of result.errors) problems.push({ file, line: 1, column: 1, message: error.message, severity: 'error' });
    }
    return result.template;
  };

  for (const file of blockFiles) partials[file] = translate(join('blocks', file));

  // Layouts: their regions composed in order, each layout a partial the layout template picks from.
  const layoutKeys = conf ? [...conf.layouts.keys()] : [];
  for (const [key, layout] of conf?.layouts ?? []) {
    let composed = '';
    // The regions as written, one after another: blocks are balanced over the whole layout.
    const written: { file: string; source: string; start: number }[] = [];
    let length = 0;
    for (const region of layout.regions) {
      const file = region.endsWith('.region') ? region : `${region}.region`;
      if (!existsSync(join(dir, file))) {
        problems.push({ file: 'template.conf', line: 1, column: 1, message: `layout '${key}' lists region '${region}': ${file} does not exist`, severity: 'error' });
        continue;
      }
      const source = read(file);
      written.push({ file, source, start: length });
      length += source.length;
      composed += translate(file, source, false);
    }
    for (const { index, message } of unbalancedBlocks(written.map((part) => part.source).join(''))) {
      const part = written.findLast((entry) => entry.start <= index)!;
      problems.push({ file: part.file, ...positionOf(part.source, index - part.start), message: `${message} (layout '${key}')`, severity: 'error' });
    }
    partials[`__layout-${key}.region`] = composed;
    // What the check of the regions as written did not place is reported against the layout.
    const regionsFailed = problems.some((problem) => problem.severity === 'error' && written.some((part) => part.file === problem.file));
    if (!regionsFailed) compileTranslated(`layout '${key}'`, composed);
  }
  const defaultLayout = conf?.defaultLayout ?? 'default';
  const layoutSource = layoutKeys
    .filter((key) => key !== defaultLayout)
    .map((key) => `{.equal? squarespaceLayout ${JSON.stringify(key)}}{@|apply __layout-${key}.region}{.or}`)
    .join('')
    .concat(`{@|apply __layout-${defaultLayout}.region}`, '{.end}'.repeat(Math.max(0, layoutKeys.length - 1)));

  // Collections: each .conf with its .list (and .item) replaces our template of that page.
  const templates = new Map(fallback.templates);
  const layoutOf: Record<string, string> = {};
  const collections = join(dir, 'collections');
  for (const confFile of filesIn(collections, '.conf')) {
    const name = confFile.slice(0, -'.conf'.length);
    const file = join('collections', confFile);
    let collectionConf: Record<string, unknown> = {};
    try {
      collectionConf = JSON.parse(read(file)) as Record<string, unknown>;
    } catch (error) {
      problems.push({ file, line: 1, column: 1, message: `not valid JSON: ${(error as Error).message}`, severity: 'error' });
    }
    const binding = COLLECTION_BINDINGS[name];
    if (!binding) {
      problems.push({ file, line: 1, column: 1, message: `'${name}' is not a collection Plinth has (${Object.keys(COLLECTION_BINDINGS).join(', ')}): its templates are not used`, severity: 'warning' });
      continue;
    }
    for (const [suffix, template] of [['list', binding.list], ['item', binding.item]] as const) {
      if (!template) continue;
      const templateFile = join('collections', `${name}.${suffix}`);
      if (!existsSync(join(dir, templateFile))) {
        problems.push({ file, line: 1, column: 1, message: `missing collection template ${templateFile}`, severity: 'error' });
        continue;
      }
      templates.set(template, compileTranslated(templateFile, translate(templateFile)));
      if (typeof collectionConf.layout === 'string') layoutOf[template] = collectionConf.layout;
    }
  }
  for (const file of [...filesIn(collections, '.list'), ...filesIn(collections, '.item')]) {
    const name = file.replace(/\.(list|item)$/, '');
    if (!existsSync(join(collections, `${name}.conf`))) {
      problems.push({ file: join('collections', file), line: 1, column: 1, message: `has no collections/${name}.conf`, severity: 'error' });
    }
  }

  // Static pages: pages/<name>.page at /<name>, with pages/<name>.page.conf (title, description, layout).
  const staticPages: StaticPage[] = [];
  for (const file of filesIn(join(dir, 'pages'), '.page')) {
    const name = file.slice(0, -'.page'.length);
    const pageFile = join('pages', file);
    let pageConf: Record<string, unknown> = {};
    if (existsSync(join(dir, `${pageFile}.conf`))) {
      try {
        pageConf = JSON.parse(read(`${pageFile}.conf`)) as Record<string, unknown>;
      } catch (error) {
        problems.push({ file: `${pageFile}.conf`, line: 1, column: 1, message: `not valid JSON: ${(error as Error).message}`, severity: 'error' });
      }
    }
    const template = `static-page/${name}`;
    templates.set(template, compileTranslated(pageFile, translate(pageFile)));
    const layout = typeof pageConf.layout === 'string' ? pageConf.layout : defaultLayout;
    if (layout !== defaultLayout) layoutOf[template] = layout;
    staticPages.push({ url: `/${name}`, template, title: typeof pageConf.title === 'string' ? pageConf.title : name, description: typeof pageConf.description === 'string' ? pageConf.description : '', layout });
  }
  for (const [template, layout] of Object.entries(layoutOf)) {
    if (!conf?.layouts.has(layout)) problems.push({ file: 'template.conf', line: 1, column: 1, message: `layout '${layout}' (asked by ${template}) is not defined`, severity: 'error' });
  }

  Object.assign(partials, scope.queryPartials);
  const css = await compileStyles(dir, conf?.stylesheets ?? [], conf?.tweaks ?? {}, problems);
  const unique = new Map(problems.map((problem) => [formatProblem(problem), problem]));
  return {
    theme: {
      layout: compileTranslated('layout', layoutSource),
      templates,
      partials,
      css: fallback.css + css,
      emails: fallback.emails,
      errors: fallback.errors,
      developer: { name: conf?.name ?? '', dir, tweaks: conf?.tweaks ?? {}, staticPages, queries: scope.queries, layoutOf, defaultLayout, css },
    },
    problems: [...unique.values()],
  };
}
