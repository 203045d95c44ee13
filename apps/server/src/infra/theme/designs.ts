import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Theme, ThemeCompiler } from '../theme.ts';

/*
 * The designs an owner chooses from (issue 31): `themes/default` and every sibling folder with a
 * `design.json`. A design extends the default theme: it ships only what differs — its own
 * `layout.jsont`, any `templates/*.jsont`, `partials/*`, `emails/*.jsont`, and `assets/design.css`,
 * appended after the default's `site.css` (its variables and rules win) — and takes the rest from
 * the default, so every page kind the default renders is there in every design. Compiled once at
 * start, like the theme. Which design a site uses is the themes feature's business
 * (features/themes): the page renderer is told the design's id per page.
 */

/** What `themes/<id>/design.json` holds. */
interface DesignManifest {
  name: string;
  description: string;
  /** The theme it takes what it does not ship from. Only `default` for now. */
  extends?: string;
  /** A picture of the design (a file under the design's assets/). */
  preview?: string;
}

/** A design as the owner's list shows it. */
export interface DesignInfo {
  id: string;
  name: string;
  description: string;
  /** URL of the design's picture (`/assets/designs/<id>/<file>`), or null. */
  preview: string | null;
}

/** The designs of this app, compiled. */
export interface Designs<T> {
  /** The design a site without a choice uses (`default`, or the PLINTH_THEME folder's name). */
  readonly defaultId: string;
  /** Every design, the default first. */
  readonly list: readonly DesignInfo[];
  /** The compiled theme of a design; undefined for an unknown id. */
  theme(id: string): Theme<T> | undefined;
  /** Folder of a design's own assets (served under /assets/designs/<id>/), by id. */
  assetDirs: ReadonlyMap<string, string>;
}

/** The default theme as the list names it (it has no design.json: the folder is another's to edit). */
const DEFAULT_DESIGN: Omit<DesignInfo, 'id'> = {
  name: 'Plinth',
  description: 'A calm, centred layout: the page’s content first, the shop’s cards in a grid beside it, system fonts.',
  preview: null,
};

/** A design's id: its folder name (lower-case letters, digits and hyphens). */
export const DESIGN_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

function readManifest(dir: string): DesignManifest | null {
  const file = join(dir, 'design.json');
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DesignManifest>;
  if (typeof parsed.name !== 'string' || typeof parsed.description !== 'string') {
    throw new Error(`${file}: a design needs a name and a description`);
  }
  return parsed as DesignManifest;
}

/** The `.jsont` files of a design's subfolder, by name without the extension. */
function jsontFiles(dir: string, sub: string): string[] {
  const folder = join(dir, sub);
  return existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.jsont')) : [];
}

/**
 * Compiles a design over `base` (the default theme, compiled): its own files replace the base's of
 * the same name; its `assets/design.css` follows the base's CSS.
 */
export function loadDesign<T>(dir: string, base: Theme<T>, compiler: ThemeCompiler<T>): Theme<T> {
  const errors: Theme<T>['errors'] = [];
  const compileFile = (file: string): T => {
    const result = compiler.compile(readFileSync(join(dir, file), 'utf8'));
    if (result.errors.length) errors.push({ file, errors: result.errors });
    return result.template;
  };
  const templates = new Map(base.templates);
  for (const file of jsontFiles(dir, 'templates')) templates.set(file.slice(0, -'.jsont'.length), compileFile(join('templates', file)));
  const emails = new Map(base.emails);
  for (const file of jsontFiles(dir, 'emails')) emails.set(file.slice(0, -'.jsont'.length), compileFile(join('emails', file)));
  const partials = { ...base.partials };
  if (existsSync(join(dir, 'partials'))) {
    for (const file of readdirSync(join(dir, 'partials'))) {
      partials[file] = readFileSync(join(dir, 'partials', file), 'utf8');
      const result = compiler.compile(partials[file]);
      if (result.errors.length) errors.push({ file: join('partials', file), errors: result.errors });
    }
  }
  const layout = existsSync(join(dir, 'layout.jsont')) ? compileFile('layout.jsont') : base.layout;
  const ownCss = join(dir, 'assets', 'design.css');
  const css = existsSync(ownCss) ? `${base.css}\n${readFileSync(ownCss, 'utf8')}` : base.css;
  return { layout, templates, emails, partials, css, errors };
}

/**
 * Every design beside the default theme folder (`themes/*` with a design.json), compiled over
 * `base`. With another theme (PLINTH_THEME) the site has that one design only.
 * @throws Error when a design's files do not compile (the start stops, as for the theme)
 */
export function loadDesigns<T>(base: Theme<T>, baseDir: string, defaultDir: string, compiler: ThemeCompiler<T>): Designs<T> {
  const themes = new Map<string, Theme<T>>([['default', base]]);
  const list: DesignInfo[] = [];
  const assetDirs = new Map<string, string>();
  if (baseDir !== defaultDir) {
    const name = base.developer?.name ?? basename(baseDir);
    list.push({ id: 'default', name, description: 'The theme this site was started with (PLINTH_THEME).', preview: null });
    return { defaultId: 'default', list, theme: (id) => themes.get(id), assetDirs };
  }
  list.push({ id: 'default', ...DEFAULT_DESIGN });
  const root = dirname(defaultDir);
  for (const id of readdirSync(root).sort()) {
    const dir = join(root, id);
    if (id === basename(defaultDir) || !DESIGN_ID.test(id)) continue;
    const manifest = readManifest(dir);
    if (!manifest) continue;
    if (manifest.extends !== undefined && manifest.extends !== 'default') throw new Error(`${join(dir, 'design.json')}: a design extends "default" only`);
    const theme = loadDesign(dir, base, compiler);
    if (theme.errors.length) throw new Error(`The design ${id} has template errors: ${JSON.stringify(theme.errors)}`);
    themes.set(id, theme);
    if (existsSync(join(dir, 'assets'))) assetDirs.set(id, join(dir, 'assets'));
    list.push({ id, name: manifest.name, description: manifest.description, preview: manifest.preview ? `/assets/designs/${id}/${manifest.preview}` : null });
  }
  return { defaultId: 'default', list, theme: (id) => themes.get(id), assetDirs };
}
