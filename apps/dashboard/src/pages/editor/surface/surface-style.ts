/**
 * The editor's own styles inside the surface frame (the dashboard's stylesheet is not there, and
 * the theme's must not be touched): block outlines, the selected block, placeholders, insertion
 * points, and the rich-text toolbar where the text stands. Prefixed `plinth-` so no theme class
 * is matched; the toolbar keeps the dashboard's `rte-` classes its component uses.
 */
export const SURFACE_STYLE = `
[data-plinth-block]{position:relative;outline:1px dashed transparent;outline-offset:4px;border-radius:2px;cursor:pointer}
[data-plinth-block]:hover{outline-color:#8aa6e0}
[data-plinth-block]:focus{outline:2px solid #2f5fd0;outline-offset:4px}
[data-plinth-block][aria-current="true"]{outline:2px solid #2f5fd0;outline-offset:4px}
[data-plinth-block][data-editing]{cursor:text}
.plinth-block-label{position:absolute;top:-1.6rem;left:-4px;z-index:3;font:600 12px/1.2 system-ui,sans-serif;background:#2f5fd0;color:#fff;padding:3px 6px;border-radius:3px;pointer-events:none}
[data-plinth-block] .block--heading:empty::before{content:'Heading';color:#8b93a1}
[data-plinth-block] .block-button span:empty::before{content:'Button label';opacity:.7}
[data-plinth-block] .block--text p:only-child:empty::before,[data-plinth-block] .block--text:empty::before{content:'Text';color:#8b93a1}
.plinth-placeholder{margin:0 0 1.5rem;padding:1rem;border:1px dashed #8b93a1;border-radius:6px;background:#f4f6f9;color:#3d4450;font:14px/1.4 system-ui,sans-serif}
.plinth-in-place{outline:none;min-height:1.5em}
.plinth-in-place:focus{box-shadow:0 0 0 3px rgba(47,95,208,.35);border-radius:2px}
.plinth-in-place>:first-child{margin-top:0}
[contenteditable]:focus{outline:none;box-shadow:0 0 0 3px rgba(47,95,208,.35);border-radius:2px}
.plinth-insert{display:flex;justify-content:center;margin:.75rem 0 2rem}
.plinth-insert button{font:600 13px/1 system-ui,sans-serif;padding:6px 12px;border:1px dashed #2f5fd0;border-radius:999px;background:#fff;color:#1d4fc4;cursor:pointer}
.plinth-insert button:hover,.plinth-insert button:focus-visible{background:#eef3fd;outline:2px solid #2f5fd0;outline-offset:2px}
.plinth-insert--block{justify-content:flex-start;margin:-.75rem 0 1.25rem}
.plinth-insert--block button{font-size:12px;padding:4px 10px}
.plinth-empty-section{padding:1rem;border:1px dashed #b9c0cc;border-radius:6px;color:#5b6472;font:14px/1.4 system-ui,sans-serif}
.plinth-toolbar{position:absolute;left:-4px;bottom:calc(100% + 8px);z-index:5;max-width:calc(100vw - 16px)}
[data-editing]>.plinth-block-label{display:none}
.rte-toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:2px;padding:4px;border:1px solid #aab2bf;border-radius:6px;background:#f8f9fb;box-shadow:0 6px 18px rgba(20,28,45,.15);font:14px/1.2 system-ui,sans-serif;color:#1b2330}
.rte-toolbar__slot{display:inline-flex;align-items:center}
.rte-toolbar__separator{width:1px;height:22px;background:#d5dae2;margin:0 6px}
.rte-button{display:inline-grid;place-items:center;min-width:32px;height:32px;padding:0 6px;border:1px solid transparent;border-radius:4px;background:transparent;color:#1b2330;font:inherit;cursor:pointer}
.rte-button:hover:not(:disabled){background:#e7ecf4}
.rte-button[aria-pressed="true"]{background:#dbe6fb;border-color:#9db7ea;color:#123a8c}
.rte-button:disabled{opacity:.5;cursor:default}
.rte-button:focus-visible{outline:3px solid #2f5fd0;outline-offset:0}
.rte-glyph{font-size:15px;font-weight:650;line-height:1}
.rte-glyph--serif{font-family:Georgia,serif}
.rte-icon{display:block}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
