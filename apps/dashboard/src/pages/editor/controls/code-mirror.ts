/**
 * CodeMirror 6, loaded only when a code block is edited (code-editor.tsx imports this file with a
 * dynamic import(), so its weight is its own chunk).
 * Keys: Tab and Shift+Tab indent (indentWithTab); Escape then Tab (or Shift+Tab) leaves the editor,
 * and Ctrl+M (Shift+Alt+M on macOS) switches Tab to moving focus for good — CodeMirror's own
 * tab-focus mode, so the keyboard is never trapped.
 */
import { indentWithTab, temporarilySetTabFocusMode } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { basicSetup, EditorView } from 'codemirror';
import type { CodeEditorProps } from './index.ts';

export interface MountedCode {
  setValue(source: string): void;
  setLanguage(language: CodeEditorProps['language']): void;
  focus(): void;
  destroy(): void;
}

const LANGUAGES = { html: () => html(), css: () => css(), javascript: () => javascript() };

export function mountCodeMirror(
  parent: HTMLElement,
  options: { value: string; language: CodeEditorProps['language']; labelledBy: string; describedBy: string; onChange(source: string): void },
): MountedCode {
  const language = new Compartment();
  // A value set from outside is not the owner's edit: it is not handed back.
  let applying = false;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.value,
      extensions: [
        basicSetup,
        keymap.of([indentWithTab]),
        // Escape always opens the way out, even when it also closes a completion list.
        Prec.highest(keymap.of([{ key: 'Escape', run: (view) => (temporarilySetTabFocusMode(view), false) }])),
        language.of(LANGUAGES[options.language]()),
        EditorView.contentAttributes.of({ 'aria-labelledby': options.labelledBy, 'aria-describedby': options.describedBy }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !applying) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    setValue(source) {
      if (source === view.state.doc.toString()) return;
      applying = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: source } });
      } finally {
        applying = false;
      }
    },
    setLanguage(next) {
      view.dispatch({ effects: language.reconfigure(LANGUAGES[next]()) });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
