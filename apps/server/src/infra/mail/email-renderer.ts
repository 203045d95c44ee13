import type { RenderOptions, TemplateError } from '@plinth/template';
import type { Theme } from '../theme.ts';

/** The three parts of a rendered e-mail. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Renders the theme's e-mail templates (`themes/<theme>/emails/<name>.subject.jsont`, `.text.jsont`,
 * `.html.jsont`) with our JSON-T engine, so a theme can restyle every message. Handed to features
 * as `app.deps.emails`.
 */
export interface EmailRenderer {
  /**
   * Renders e-mail `name` with `context`. The subject is trimmed and made one line.
   * @throws EmailTemplateError when the theme has no such e-mail or a template fails (a theme bug, not a visitor's)
   */
  render(name: string, context: unknown): RenderedEmail;
}

/** The theme cannot render an e-mail (a missing or failing template): a theme bug, never a database fault. */
export class EmailTemplateError extends Error {
  override readonly name = 'EmailTemplateError';
}

/** What the renderer needs of the engine. */
export interface EmailEngine<T> {
  render(template: T, context: unknown, options?: RenderOptions): { output: string; errors: TemplateError[] };
}

/**
 * An {@link EmailRenderer} over a loaded theme.
 * @example const emails = createEmailRenderer(engine, theme);
 * const { subject, text, html } = emails.render('restock-notice', { productName: 'Mug', url });
 */
export function createEmailRenderer<T>(engine: EmailEngine<T>, theme: Pick<Theme<T>, 'emails' | 'partials'>): EmailRenderer {
  const part = (name: string, kind: 'subject' | 'text' | 'html', context: unknown): string => {
    const template = theme.emails.get(`${name}.${kind}`);
    if (template === undefined) throw new EmailTemplateError(`The theme has no e-mail template emails/${name}.${kind}.jsont`);
    const { output, errors } = engine.render(template, context, { partials: theme.partials });
    if (errors.length) throw new EmailTemplateError(`E-mail template emails/${name}.${kind}.jsont failed: ${errors.map((e) => e.message).join('; ')}`);
    return output;
  };
  return {
    render(name, context) {
      return {
        subject: part(name, 'subject', context).replace(/\s+/g, ' ').trim(),
        text: part(name, 'text', context),
        html: part(name, 'html', context),
      };
    },
  };
}
