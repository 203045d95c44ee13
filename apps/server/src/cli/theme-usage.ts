/** `plinth theme --help` (kept apart from theme.ts so the command table loads none of the app). */
export const THEME_USAGE = `Usage: plinth theme check <folder> [--json]

Checks a theme in the hosted builder's developer-platform layout (a folder with template.conf) as
\`plinth start\` would load it with PLINTH_THEME=<folder>, and lists every problem, one per line:
  <file>:<line>:<column>: error|warning: <message>
(template.conf, regions, collection files, blocks, static pages, unknown tags, formatters and
predicates, blocks never closed, LESS errors, missing collection templates). Warnings are what
renders empty in Plinth. docs/developer-themes.md.

Options:
  --json   print the problems as a JSON array instead

Exit codes: 0 no errors (warnings allowed), 1 the theme has errors, 2 bad usage or no such folder.`;
