/**
 * The code block's editor: CodeMirror 6 for HTML, CSS and JavaScript, fetched on first use. On
 * Android (platform.md §2 "Code editor (not available on Android)") it is not offered: a note and
 * a plain text area instead. Until CodeMirror has loaded, and if it cannot load, the same plain
 * text area stands in, so the code can always be edited.
 */
import { EDITOR_LIMITS } from '@plinth/api';
import { useEffect, useId, useRef, useState } from 'react';
import { isAndroid } from './android.ts';
import type { MountedCode } from './code-mirror.ts';
import type { CodeEditorProps } from './index.ts';
import { WORDS } from './words.ts';
import './controls.css';

const LANGUAGE_NAMES = { html: 'HTML', css: 'CSS', javascript: 'JavaScript' } as const;

export function CodeEditor({ language, value, onChange, label }: CodeEditorProps) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedCode | null>(null);
  const plainArea = useRef<HTMLTextAreaElement>(null);
  const change = useRef(onChange);
  change.current = onChange;
  // Decided once, on the client (a server render sees no user agent and draws the text area).
  const [android] = useState(() => typeof navigator !== 'undefined' && isAndroid(navigator.userAgent));
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (android || !host.current) return;
    let cancelled = false;
    const element = host.current;
    import('./code-mirror.ts').then(
      ({ mountCodeMirror }) => {
        if (cancelled) return;
        mounted.current = mountCodeMirror(element, { value, language, labelledBy: `${id}-label`, describedBy: `${id}-keys`, onChange: (source) => change.current(source) });
        // Typing had started in the stand-in: carry on in CodeMirror.
        if (document.activeElement === plainArea.current) mounted.current.focus();
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      mounted.current?.destroy();
      mounted.current = null;
    };
    // Mounted once; value and language follow through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [android]);

  useEffect(() => mounted.current?.setValue(value), [value]);
  useEffect(() => mounted.current?.setLanguage(language), [language]);

  const plain = android || state !== 'ready';
  return (
    <div className="code-editor">
      <span id={`${id}-label`} className="field__label">
        {`${label} `}
        <span className="muted">{`(${LANGUAGE_NAMES[language]})`}</span>
      </span>
      {android && (
        <p className="code-editor__note" role="note">
          {WORDS.codeEditorUnavailable}
        </p>
      )}
      {!android && state === 'failed' && (
        <p className="code-editor__note" role="note">
          Unable to load. You can still edit the code as plain text.
        </p>
      )}
      {plain && (
        <textarea
          ref={plainArea}
          className="code-editor__plain"
          aria-labelledby={`${id}-label`}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          rows={12}
          maxLength={EDITOR_LIMITS.maxCodeChars}
          value={value}
          aria-busy={!android && state === 'loading' ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {!android && <div ref={host} className="code-editor__host" hidden={state !== 'ready'} />}
      {!android && state === 'ready' && (
        <p id={`${id}-keys`} className="field__hint">
          Tab indents. To leave the code, press Escape and then Tab (or Ctrl+M to make Tab leave until pressed again).
        </p>
      )}
    </div>
  );
}
