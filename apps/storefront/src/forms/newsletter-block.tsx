/**
 * The newsletter block island: a heading, a short text and the newsletter
 * form (usually one e-mail field) with a 'Subscribe' button that reads
 * 'Saving…' while the sign-up saves (storefront.md §4 Async form). Same
 * submission flow as the form block, as a newsletter: no problem banners, and
 * success records the subscribe event.
 */
import { useMemo } from 'react';
import { FORM_MESSAGES, type FormModel } from '@plinth/forms';
import { domId } from '../dom-id.ts';
import { Captcha } from './captcha/captcha.tsx';
import { createFormApi, type FormApi } from './form-api.ts';
import { FormFields } from './form-fields.tsx';
import type { FormPageProps } from './form-page.ts';
import { SubmissionMessage } from './submission-message.tsx';
import { useFormSubmission } from './use-form-submission.ts';
import { useScrollToSuccess } from './use-scroll-to-success.ts';
import { useFormRenderCount } from './use-form-render.ts';

/** The button's idle text (platform.md §9 default label). */
export const SUBSCRIBE_LABEL = 'Subscribe';

export interface NewsletterBlockProps {
  form: FormModel;
  page: FormPageProps;
  title?: string;
  description?: string;
  buttonLabel?: string;
}

const browserApi: FormApi = createFormApi();

/** The newsletter block. `api` is replaceable for tests. */
export function NewsletterBlock({ form, page, title, description, buttonLabel, api = browserApi }: NewsletterBlockProps & { api?: FormApi }) {
  useFormRenderCount(form.id, 'newsletter');
  const newsletter = useMemo(() => ({ ...form, isNewsletter: true }), [form]);
  const state = useFormSubmission(newsletter, page, api);
  const successRef = useScrollToSuccess(state.phase);
  const base = domId('plinth-newsletter', form.id);
  const saving = state.phase === 'locked';
  const failure = state.failure;
  return (
    <section className="plinth-newsletter" id={base} aria-labelledby={title ? `${base}-title` : undefined} aria-label={title ? undefined : form.name}>
      {title && (
        <h2 className="plinth-newsletter__title" id={`${base}-title`}>
          {title}
        </h2>
      )}
      {description && <p className="plinth-newsletter__description">{description}</p>}
      {state.phase === 'done' ? (
        <SubmissionMessage ref={successRef} form={newsletter} />
      ) : (
        <form
          className="plinth-newsletter__form"
          noValidate
          aria-describedby={failure?.message ? `${base}-message` : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void state.submit();
          }}
        >
          <div className="plinth-newsletter__row">
            <FormFields form={newsletter} values={state.values} errors={failure?.fieldErrors} disabled={saving} setValue={state.setValue} />
            <button type="submit" className="plinth-newsletter__submit" disabled={saving} aria-busy={saving || undefined}>
              {saving ? FORM_MESSAGES.saving : (buttonLabel ?? SUBSCRIBE_LABEL)}
            </button>
          </div>
          {form.captchaEnabled && (
            <Captcha id={`${base}-captcha`} theme={form.captchaTheme} alignment={form.captchaAlignment} resetCount={state.resetCount} api={api} onToken={state.setCaptchaKey} />
          )}
          {failure?.message && (
            <p className="plinth-newsletter__message" id={`${base}-message`} role="alert">
              {failure.message}
            </p>
          )}
          {form.parsedDisclaimerMessage && <div className="plinth-newsletter__disclaimer" dangerouslySetInnerHTML={{ __html: form.parsedDisclaimerMessage }} />}
        </form>
      )}
    </section>
  );
}
