import { positionOf, type ThemeProblem } from './problems.ts';

/*
 * template.conf of the hosted builder's developer platform: JSON with the theme's name, its layouts
 * (each a list of region files composed in order), its navigations, its stylesheet order, the system
 * collections it wants and the tweaks (named values the LESS and the templates read, with defaults).
 */

export interface TemplateLayout {
  name: string;
  /** Region names (`header`, `site`): the files `<name>.region`, composed in this order. */
  regions: string[];
}

export interface TemplateConf {
  name: string;
  author: string;
  /** Layout key → layout; the first key (or `default`) is the layout every page uses unless told otherwise. */
  layouts: Map<string, TemplateLayout>;
  defaultLayout: string;
  navigations: { name: string; title: string }[];
  stylesheets: string[];
  systemCollections: string[];
  /** Tweak name → default value (as LESS reads it: `#c33`, `960px`, `true`). */
  tweaks: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** Parses template.conf; every problem is reported (at the JSON error's position when it does not parse). */
export function parseTemplateConf(source: string, problems: ThemeProblem[]): TemplateConf | null {
  const file = 'template.conf';
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const { line, column } = positionOf(source, at ? Number(at[1]) : 0);
    problems.push({ file, line, column, message: `not valid JSON: ${message}`, severity: 'error' });
    return null;
  }
  const report = (message: string) => problems.push({ file, line: 1, column: 1, message, severity: 'error' });
  if (!isRecord(raw)) {
    report('must be a JSON object');
    return null;
  }
  const layouts = new Map<string, TemplateLayout>();
  if (isRecord(raw.layouts)) {
    for (const [key, layout] of Object.entries(raw.layouts)) {
      const regions = isRecord(layout) ? strings(layout.regions) : [];
      if (!regions.length) report(`layout '${key}' lists no regions`);
      layouts.set(key, { name: isRecord(layout) && typeof layout.name === 'string' ? layout.name : key, regions });
    }
  }
  if (!layouts.size) report("defines no layouts (\"layouts\": { \"default\": { \"regions\": [\"site\"] } })");
  if (typeof raw.name !== 'string' || !raw.name) report('has no "name"');
  const navigations = Array.isArray(raw.navigations)
    ? raw.navigations.filter(isRecord).map((entry) => ({ name: String(entry.name ?? ''), title: String(entry.title ?? entry.name ?? '') }))
    : [];
  const tweaks: Record<string, string> = {};
  if (isRecord(raw.tweaks)) {
    for (const [name, value] of Object.entries(raw.tweaks)) tweaks[name] = String(isRecord(value) ? value.default : value);
  } else if (Array.isArray(raw.tweaks)) {
    for (const tweak of raw.tweaks.filter(isRecord)) if (typeof tweak.name === 'string') tweaks[tweak.name] = String(tweak.default ?? tweak.value ?? '');
  }
  for (const name of Object.keys(tweaks)) if (!/^[A-Za-z][\w-]*$/.test(name)) report(`tweak '${name}' is not a valid LESS variable name`);
  return {
    name: typeof raw.name === 'string' ? raw.name : '',
    author: typeof raw.author === 'string' ? raw.author : '',
    layouts,
    defaultLayout: layouts.has('default') ? 'default' : ([...layouts.keys()][0] ?? 'default'),
    navigations,
    stylesheets: strings(raw.stylesheets),
    systemCollections: strings(raw.systemCollections),
    tweaks,
  };
}
