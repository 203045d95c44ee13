import { escapeHtml } from '@plinth/platform';
import type { Template, TemplateError } from '@plinth/template';
import type { IslandRenderer } from '../../infra/islands.ts';
import type { ResolvedPage } from './resolved-page.ts';
import type { Theme } from '../../infra/theme.ts';
import type { PageDecoration } from '../../infra/page-extensions.ts';
import type { Designs } from '../../infra/theme/designs.ts';

/** Templates whose pages always carry islands to hydrate. */
const WIDGET_TEMPLATES = new Set(['products.item', 'products.list', 'home', 'cart', 'checkout', 'order-confirmed', 'subscription', 'gift-card']);

/** The engine a theme renders with. */
export interface PageEngine {
  render(template: Template, context: unknown, options?: { partials?: Record<string, string>; locale?: string }): {
    output: string;
    errors: TemplateError[];
  };
}

/** A rendered page and the template errors met on the way. */
export interface RenderedPage {
  html: string;
  errors: TemplateError[];
}

/**
 * Renders a resolved page: its template with its context, then the layout
 * around it. Render-only values (the content, CSS, head tags) go under
 * `plinth`, so `?format=json` shows exactly the context a template received.
 * A decoration naming a design (`decoration.design`, the themes feature's) draws the page with that
 * design's templates, layout and CSS; an unknown one, or none, with `theme`.
 */
export function createPageRenderer(engine: PageEngine, theme: Theme<Template>, islands: IslandRenderer, designs?: Pick<Designs<Template>, 'theme'>) {
  const optionsOf = new WeakMap<Theme<Template>, { partials: Record<string, string>; locale: string }>();
  const renderOptions = (of: Theme<Template>) => {
    let options = optionsOf.get(of);
    if (!options) optionsOf.set(of, (options = { partials: of.partials, locale: 'en-US' }));
    return options;
  };
  // Pages whose widgets always hydrate fetch React in parallel with the loader.
  const plainHead = islands.clientHead();
  const widgetHead = islands.clientHead({ preloadRuntime: true });
  /**
   * @param origin the site's address for absolute links (`requestOrigin`): social networks read
   *   og:image only as an absolute URL
   */
  return function renderPage(page: ResolvedPage, decoration: PageDecoration = {}, origin = ''): RenderedPage {
    const design = (decoration.design !== undefined && designs?.theme(decoration.design)) || theme;
    const options = renderOptions(design);
    const template = design.templates.get(page.template);
    if (!template) throw new Error(`The theme has no template '${page.template}'`);
    const content = engine.render(template, page.context, options);
    const layout = engine.render(
      design.layout,
      { ...page.context, plinth: {
          content: content.output,
          css: design.css + (decoration.css ?? ''),
          head: (WIDGET_TEMPLATES.has(page.template) ? widgetHead : plainHead) + (page.headTags ?? '') + socialImageTag(page.socialImage, origin) + (decoration.head ?? ''),
          bodyEnd: decoration.bodyEnd ?? '',
          pageTitle: page.title,
          description: page.description,
        },
      },
      options,
    );
    return { html: layout.output, errors: [...content.errors, ...layout.errors] };
  };
}

/** The og:image tag of a page's social image, absolute under `origin` ('' without an image). */
function socialImageTag(url: string | undefined, origin: string): string {
  if (!url) return '';
  const absolute = /^https?:\/\//i.test(url) ? url : `${origin}${url}`;
  return `<meta property="og:image" content="${escapeHtml(absolute)}">`;
}
