import { withReloadScript } from './reload-script.ts';

/*
 * The page `plinth theme dev` shows instead of the site while the theme has errors: each problem as
 * `theme check` prints it (file:line:column), so the developer sees where without looking at the
 * terminal; it reloads by itself once a save fixes them.
 */

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The error page for `lines` (one problem each). */
export function themeErrorPage(title: string, lines: readonly string[]): string {
  const items = lines.map((line) => `<li><pre>${escape(line)}</pre></li>`).join('');
  return withReloadScript(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a}h1{font-size:1.4rem;color:#a4000f}pre{white-space:pre-wrap;margin:0;font:14px/1.4 ui-monospace,monospace}li{margin:.5rem 0;padding:.5rem;background:#fff4f4;border-left:4px solid #a4000f;list-style:none}ul{padding:0}</style>
</head><body><main><h1>${escape(title)}</h1><p>Fix the theme and save: this page reloads by itself.</p><ul>${items}</ul></main></body></html>`);
}
