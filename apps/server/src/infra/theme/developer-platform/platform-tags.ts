import { problemsOf, type ThemeProblem } from './problems.ts';

/*
 * The developer platform's own tags, turned at load time into JSON-T our engine runs:
 *   {squarespace-headers}              → the head our layout writes (title, description, CSS, islands' loader)
 *   {squarespace-footers}              → the end of body our layout writes (cart pill, page data, decorations)
 *   {squarespace.main-content}         → the page's content, rendered by the collection template or ours
 *   {squarespace.page-id}, {squarespace.page-classes}
 *   <squarespace:navigation navigationId template/>  → the .block applied to the site's navigation
 *   <squarespace:folder-navigation template/>        → empty (Plinth's navigation has no folders)
 *   <squarespace:query collection limit …>…</squarespace:query> → the body with that collection's `items`
 *   <squarespace:block-field id columns label/>      → an empty block area (no blocks are stored for it yet)
 *   <squarespace:script src combo/>                  → a script tag for scripts/<src>
 * The original files are checked as written (problem positions are theirs); only the translation runs.
 */

/** What a query tag asks for; its items are read per page (features/developer-themes). */
export interface QuerySpec {
  collection: string;
  limit: number;
  skip: number;
  category: string;
  tag: string;
  featured: boolean;
}

/** What the translation may refer to, and where it puts what it makes. */
export interface TagScope {
  /** Navigation names of template.conf; the first is the site's navigation. */
  navigations: string[];
  /** Partial names that exist (`site-navigation.block`). */
  partials: Set<string>;
  /** Files in scripts/. */
  scripts: Set<string>;
  /** Query key → what it asks for (filled here). */
  queries: Map<string, QuerySpec>;
  /** Query bodies made into partials (filled here). */
  queryPartials: Record<string, string>;
}

/** Plinth's layout parts, as the platform's header and footer variables. */
const HEADERS =
  '<title>{plinth.pageTitle|html}</title><meta name="description" content="{plinth.description|htmlattr}"><link rel="icon" href="data:,"><style>{plinth.css}</style>{plinth.head}';
const FOOTERS =
  '{@|pill-cart}<script type="application/json" id="plinth-page">{.meta-left}"pageType":{pageType|json}{.if website.id},"websiteId":{website.id|json}{.end}{.if website.language},"locale":{website.language|json}{.end}{.if collection.id},"collectionId":{collection.id|json}{.end}{.if item.id},"itemId":{item.id|json}{.end}{.if item.recordType},"recordType":{item.recordType|json}{.end}{.if websiteSettings.cookiePolicy},"cookiePolicy":{websiteSettings.cookiePolicy|json}{.end}{.if experiments.loaded},"experiments":{experiments|json}{.end}{.meta-right}</script>{plinth.bodyEnd}';

const VARIABLES: Record<string, string> = {
  '{squarespace-headers}': HEADERS,
  '{squarespace-footers}': FOOTERS,
  '{squarespace.main-content}': '{plinth.content}',
  '{squarespace.page-id}': '{.if item.id}item-{item.id}{.or}collection-{collection.id}{.end}',
  '{squarespace.page-classes}': 'collection-type-{collection.typeName} collection-{collection.id} view-{.if item.id}item{.or}list{.end}',
};

/** Platform tags Plinth has nothing for: they render empty (docs/developer-themes.md). */
const EMPTY_TAGS = new Set(['folder-navigation', 'category', 'tag-cloud']);

const TAG = /<squarespace:([A-Za-z-]+)((?:\s+[A-Za-z-]+\s*=\s*"[^"]*")*)\s*(\/?)>/g;
const ATTRIBUTE = /([A-Za-z-]+)\s*=\s*"([^"]*)"/g;
const PLATFORM_VARIABLE = /\{squarespace[.-][A-Za-z0-9._-]*\}/g;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) attributes[match[1]!] = match[2]!;
  return attributes;
}

const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Translates one file's platform tags and variables; reports what cannot run. */
export function translatePlatformTags(file: string, source: string, scope: TagScope, problems: ThemeProblem[]): string {
  const report = problemsOf(file, source, problems);
  let output = '';
  let from = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(source); match; match = TAG.exec(source)) {
    const [whole, name, attributeText = '', selfClosing] = match as unknown as [string, string, string, string];
    const attributes = attributesOf(attributeText);
    let end = match.index + whole.length;
    let body = '';
    const bodyStart = end;
    if (!selfClosing) {
      const closing = `</squarespace:${name}>`;
      const close = source.indexOf(closing, end);
      if (close === -1) {
        report(match.index, `<squarespace:${name}> is never closed (${closing} or a self-closing />)`);
      } else {
        body = source.slice(end, close);
        end = close + closing.length;
      }
    }
    output += translateVariables(source.slice(from, match.index)) + translateTag(name, attributes, body, (message, severity) => report(match.index, message, severity), scope, problems, file, source, bodyStart);
    from = end;
    TAG.lastIndex = end;
  }
  output += translateVariables(source.slice(from));
  for (const match of source.matchAll(PLATFORM_VARIABLE)) {
    if (!(match[0] in VARIABLES)) report(match.index, `${match[0]} is not a platform variable Plinth knows`);
  }
  for (const match of source.matchAll(/<\/?squarespace:[^>]*>/g)) {
    if (!/^<\/squarespace:[A-Za-z-]+>$/.test(match[0]) && !new RegExp(TAG.source).test(match[0])) report(match.index, `malformed tag ${match[0]}`);
  }
  return output;
}

function translateVariables(text: string): string {
  return text.replace(PLATFORM_VARIABLE, (variable) => VARIABLES[variable] ?? '');
}

function translateTag(
  name: string,
  attributes: Record<string, string>,
  body: string,
  report: (message: string, severity?: ThemeProblem['severity']) => void,
  scope: TagScope,
  problems: ThemeProblem[],
  file: string,
  source: string,
  bodyStart: number,
): string {
  const blockOf = (template: string | undefined): string | null => {
    if (!template) {
      report(`<squarespace:${name}> needs a template="…" attribute (a .block file)`);
      return null;
    }
    const partial = template.endsWith('.block') ? template : `${template}.block`;
    if (!scope.partials.has(partial)) {
      report(`template "${template}": blocks/${partial} does not exist`);
      return null;
    }
    return partial;
  };
  switch (name) {
    case 'navigation': {
      const id = attributes.navigationId ?? '';
      const partial = blockOf(attributes.template);
      if (!scope.navigations.includes(id)) {
        report(`navigationId "${id}" is not one of template.conf's navigations (${scope.navigations.join(', ') || 'none'})`);
        return '';
      }
      // Plinth has one navigation: the first one template.conf declares shows it, others are empty.
      return partial ? `{@|sqs-navigation ${id === scope.navigations[0] ? 'site' : 'none'}|apply ${partial}}` : '';
    }
    case 'query': {
      const spec: QuerySpec = {
        collection: attributes.collection ?? '',
        limit: Math.min(100, Number.parseInt(attributes.limit ?? '', 10) || 100),
        skip: Math.max(0, Number.parseInt(attributes.skip ?? '', 10) || 0),
        category: attributes.category ?? '',
        tag: attributes.tag ?? '',
        featured: attributes.featured === 'true',
      };
      if (!spec.collection) {
        report('<squarespace:query> needs collection="…" (a collection URL id)');
        return '';
      }
      if (Object.values(attributes).some((value) => value.includes('{'))) {
        report('<squarespace:query> attributes with template tags are not supported: it renders empty', 'warning');
        return '';
      }
      const key = `${spec.collection}|${spec.limit}|${spec.skip}|${spec.category}|${spec.tag}|${spec.featured}`;
      scope.queries.set(key, spec);
      const partial = `__query-${scope.queries.size}-${Object.keys(scope.queryPartials).length}`;
      // The body is translated in place (blanked text before it), so its problems point into this file.
      const before = source.slice(0, bodyStart).replace(/[^\n]/g, ' ');
      scope.queryPartials[partial] = translatePlatformTags(file, before + body, scope, problems).slice(before.length);
      return `{@|sqs-query ${encodeURIComponent(key)}|apply ${partial}}`;
    }
    case 'block-field': {
      const id = attributes.id ?? '';
      if (!id) report('<squarespace:block-field> needs id="…"');
      // An area of blocks the owner fills; none are stored yet, so it is empty (docs/developer-themes.md).
      return `<div class="sqs-block-field" data-block-field-id="${attr(id)}"${attributes.columns ? ` data-columns="${attr(attributes.columns)}"` : ''}></div>`;
    }
    case 'script': {
      const src = attributes.src ?? '';
      if (!src) {
        report('<squarespace:script> needs src="…" (a file in scripts/)');
        return '';
      }
      if (!scope.scripts.has(src)) report(`scripts/${src} does not exist`);
      return `<script src="/scripts/${attr(src)}" defer></script>`;
    }
    default:
      if (EMPTY_TAGS.has(name)) {
        if (attributes.template) blockOf(attributes.template);
        report(`<squarespace:${name}> renders empty in Plinth`, 'warning');
        return '';
      }
      report(`unknown tag <squarespace:${name}>`);
      return '';
  }
}
