import { describe, expect, it } from 'vitest';
import { translatePlatformTags, type TagScope } from './platform-tags.ts';
import { formatProblem, type ThemeProblem } from './problems.ts';
import { parseTemplateConf } from './template-conf.ts';

/* The translation of the developer platform's tags, and where their problems are reported. */

const scope = (): TagScope => ({
  navigations: ['mainNav', 'footerNav'],
  partials: new Set(['nav.block']),
  scripts: new Set(['site.js']),
  queries: new Map(),
  queryPartials: {},
});

function translate(source: string, tagScope = scope()) {
  const problems: ThemeProblem[] = [];
  const output = translatePlatformTags('site.region', source, tagScope, problems);
  return { output, problems: problems.map(formatProblem), scope: tagScope };
}

describe('translatePlatformTags', () => {
  it('turns navigation tags into the block applied to the site navigation (first navigation only)', () => {
    expect(translate('<squarespace:navigation navigationId="mainNav" template="nav" />').output).toBe('{@|sqs-navigation site|apply nav.block}');
    expect(translate('<squarespace:navigation navigationId="footerNav" template="nav.block"/>').output).toBe('{@|sqs-navigation none|apply nav.block}');
  });

  it('makes a query body a partial and records what it asks for', () => {
    const { output, scope: filled, problems } = translate('a<squarespace:query collection="blog" limit="3" tag="bread">{.repeated section items}{title}{.end}</squarespace:query>b');
    expect(problems).toEqual([]);
    expect(output).toMatch(/^a\{@\|sqs-query blog%7C3%7C0%7C%7Cbread%7Cfalse\|apply __query-1-0\}b$/);
    expect(filled.queryPartials['__query-1-0']).toBe('{.repeated section items}{title}{.end}');
    expect([...filled.queries.values()]).toEqual([{ collection: 'blog', limit: 3, skip: 0, category: '', tag: 'bread', featured: false }]);
  });

  it('translates the platform variables and leaves other JSON-T alone', () => {
    const { output } = translate('<body id="{squarespace.page-id}">{squarespace.main-content}{website.siteTitle}');
    expect(output).toBe('<body id="{.if item.id}item-{item.id}{.or}collection-{collection.id}{.end}">{plinth.content}{website.siteTitle}');
  });

  it('reports each problem at its line and column; what Plinth lacks is a warning and renders empty', () => {
    const source = [
      '<p>',
      '  <squarespace:navigation navigationId="sideNav" template="nav" />',
      '  <squarespace:script src="missing.js" />{squarespace.nothing}',
      '  <squarespace:folder-navigation template="nav" /><squarespace:gizmo />',
      '  <squarespace:query collection="{urlId}" limit="2">x</squarespace:query>',
      '  <squarespace:block-field id="f" columns="12" />',
    ].join('\n');
    const { output, problems } = translate(source);
    expect(problems).toEqual([
      'site.region:2:3: error: navigationId "sideNav" is not one of template.conf\'s navigations (mainNav, footerNav)',
      'site.region:3:3: error: scripts/missing.js does not exist',
      'site.region:4:3: warning: <squarespace:folder-navigation> renders empty in Plinth',
      'site.region:4:51: error: unknown tag <squarespace:gizmo>',
      'site.region:5:3: warning: <squarespace:query> attributes with template tags are not supported: it renders empty',
      'site.region:3:42: error: {squarespace.nothing} is not a platform variable Plinth knows',
    ]);
    expect(output).toContain('<script src="/scripts/missing.js" defer></script>');
    expect(output).toContain('<div class="sqs-block-field" data-block-field-id="f" data-columns="12"></div>');
    expect(output).not.toContain('squarespace:');
  });
});

describe('parseTemplateConf', () => {
  it('reads layouts, navigations and tweaks', () => {
    const problems: ThemeProblem[] = [];
    const conf = parseTemplateConf(JSON.stringify({ name: 'T', layouts: { wide: { regions: ['site'] }, default: { name: 'D', regions: ['header', 'site'] } }, navigations: [{ name: 'mainNav', title: 'Main' }], tweaks: [{ name: 'gap', default: '2rem' }] }), problems);
    expect(problems).toEqual([]);
    expect(conf).toMatchObject({ defaultLayout: 'default', navigations: [{ name: 'mainNav', title: 'Main' }], tweaks: { gap: '2rem' } });
    expect(conf?.layouts.get('default')).toEqual({ name: 'D', regions: ['header', 'site'] });
  });

  it('reports JSON that does not parse at the place it breaks', () => {
    const problems: ThemeProblem[] = [];
    expect(parseTemplateConf('{\n  "name": "T",\n  "layouts": { oops }\n}', problems)).toBeNull();
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(/^template\.conf:3:16: error: not valid JSON: /)]);
  });
});
