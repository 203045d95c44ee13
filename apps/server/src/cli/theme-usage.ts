/** `plinth theme --help` (kept apart from theme.ts so the command table loads none of the app). */
export const THEME_USAGE = `Usage: plinth theme check <folder> [--json]
       plinth theme dev <folder> [--port 4000] [--host 127.0.0.1] [--data <dir> [--demo]]

Checks a theme in the hosted builder's developer-platform layout (a folder with template.conf) as
\`plinth start\` would load it with PLINTH_THEME=<folder>, and lists every problem, one per line:
  <file>:<line>:<column>: error|warning: <message>
(template.conf, regions, collection files, blocks, static pages, unknown tags, formatters and
predicates, blocks never closed, LESS errors, missing collection templates). Warnings are what
renders empty in Plinth. docs/developer-themes.md.

theme dev serves the site with the theme in <folder> at http://127.0.0.1:4000 (the demo store, kept
between runs; --data <dir>: the content of that data folder, --demo seeding the demo into it when empty), starts it again on every save and
reloads the open pages; while the theme has errors the pages show them, file:line:column.

Options:
  --json   (check) print the problems as a JSON array instead
  --port, --host   (dev) where to serve; --data <dir>   (dev) a data folder's content instead of the demo

Exit codes: 0 no errors (warnings allowed; dev: stopped with Ctrl-C), 1 the theme has errors, 2 bad usage or no such folder.`;
