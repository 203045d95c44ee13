/** The words of the popup and the splash page: a title, a text, and one optional button with its link. */
import { SITE_ACCESS_LIMITS } from './site-access-rules.ts';

/** The fields these fields edit. */
export interface MessageValues {
  title: string;
  body: string;
  buttonLabel: string;
  buttonUrl: string;
}

export function MessageFields({ value, onChange, linkPlaceholder }: { value: MessageValues; onChange(changes: Partial<MessageValues>): void; linkPlaceholder?: string }) {
  return (
    <>
      <label className="field">
        <span className="field__label">Title</span>
        <input value={value.title} maxLength={SITE_ACCESS_LIMITS.title} onChange={(e) => onChange({ title: e.target.value })} />
      </label>
      <label className="field">
        <span className="field__label">Text</span>
        <textarea rows={3} value={value.body} maxLength={SITE_ACCESS_LIMITS.body} onChange={(e) => onChange({ body: e.target.value })} />
      </label>
      <div className="site-access__pair">
        <label className="field">
          <span className="field__label">Button text</span>
          <input value={value.buttonLabel} maxLength={SITE_ACCESS_LIMITS.buttonLabel} onChange={(e) => onChange({ buttonLabel: e.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">Button link</span>
          <input value={value.buttonUrl} maxLength={SITE_ACCESS_LIMITS.url} placeholder={linkPlaceholder} onChange={(e) => onChange({ buttonUrl: e.target.value })} />
        </label>
      </div>
    </>
  );
}
