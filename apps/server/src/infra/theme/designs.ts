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
  /** The design's own settings. */
  tweaks?: DesignTweak[];
}

/**
 * One of a design's own settings (a tweak): a choice among options, each adding its CSS to the
 * design's (a layout switch, spacing, a detail of type). The first option is the design as it comes.
 */
export interface DesignTweak {
  id: string;
  label: string;
  options: Array<{ value: string; label: string; css: string }>;
}

/** A tweak's values: tweak id → option value. */
export type TweakValues = Record<string, string>;

/** A design as the owner's list shows it. */
export interface DesignInfo {
  id: string;
  name: string;
  description: string;
  /** URL of the design's picture (`/assets/designs/<id>/<file>`), or null. */
  preview: string | null;
  /** The design's own settings (none for the default theme). */
  tweaks: readonly DesignTweak[];
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
  tweaks: [],
};

/** A tweak's or option's id. */
const TWEAK_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Checks the tweaks of a design.json. @throws Error naming the file and what is wrong */
function checkTweaks(file: string, tweaks: unknown): DesignTweak[] {
  if (tweaks === undefined) return [];
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}`);
  };
  if (!Array.isArray(tweaks)) return fail('tweaks must be a list');
  const seen = new Set<string>();
  return tweaks.map((tweak: Partial<DesignTweak>, index) => {
    if (typeof tweak.id !== 'string' || !TWEAK_ID.test(tweak.id) || seen.has(tweak.id)) fail(`tweak ${index + 1} needs an id of its own (lower-case letters, digits, hyphens)`);
    seen.add(tweak.id as string);
    if (typeof tweak.label !== 'string' || !tweak.label) fail(`tweak ${tweak.id} needs a label`);
    if (!Array.isArray(tweak.options) || tweak.options.length < 2) fail(`tweak ${tweak.id} needs at least two options`);
    const values = new Set<string>();
    for (const option of tweak.options as DesignTweak['options']) {
      if (typeof option.value !== 'string' || !TWEAK_ID.test(option.value) || values.has(option.value)) fail(`tweak ${tweak.id}: each option needs a value of its own`);
      values.add(option.value);
      if (typeof option.label !== 'string' || !option.label) fail(`tweak ${tweak.id}: option ${option.value} needs a label`);
      if (typeof option.css !== 'string' || /<\/?style/i.test(option.css)) fail(`tweak ${tweak.id}: option ${option.value} needs its css (a string, no style tags)`);
    }
    return { id: tweak.id as string, label: tweak.label as string, options: (tweak.options as DesignTweak['options']).map(({ value, label, css }) => ({ value, label, css })) };
  });
}

/**
 * The values a design is drawn with: each tweak's stored value while it is one of its options, else
 * its first option (a tweak added or an option removed by an upgrade).
 */
export function tweakValues(design: Pick<DesignInfo, 'tweaks'>, stored: TweakValues | undefined): TweakValues {
  const values: TweakValues = {};
  for (const tweak of design.tweaks) {
    const value = stored?.[tweak.id];
    values[tweak.id] = tweak.options.some((option) => option.value === value) ? (value as string) : (tweak.options[0] as DesignTweak['options'][number]).value;
  }
  return values;
}

/** The CSS of a design's tweaks at `values` (each chosen option's, in the order of the tweaks). */
export function tweakCss(design: Pick<DesignInfo, 'tweaks'>, values: TweakValues): string {
  return design.tweaks.map((tweak) => tweak.options.find((option) => option.value === values[tweak.id])?.css ?? '').join('');
}

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
    list.push({ id: 'default', name, description: 'The theme this site was started with (PLINTH_THEME).', preview: null, tweaks: [] });
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
    const tweaks = checkTweaks(join(dir, 'design.json'), manifest.tweaks);
    list.push({ id, name: manifest.name, description: manifest.description, preview: manifest.preview ? `/assets/designs/${id}/${manifest.preview}` : null, tweaks });
  }
  return { defaultId: 'default', list, theme: (id) => themes.get(id), assetDirs };
}
