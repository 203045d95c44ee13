/**
 * The form block island: a site form with every field type, validated in the
 * browser then by the server, its captcha, and the submission flow of
 * storefront.md §4 (button 'Submitting…' while locked). Failures show above
 * each field's title and for the whole form, with the two problem banners
 * (§8); success shows the submission text or follows the success redirect.
 */
import type { FormModel } from '@plinth/forms';
import { FORM_MESSAGES } from '@plinth/forms';
import { domId } from '../dom-id.ts';
import { Captcha } from './captcha/captcha.tsx';
import { createFormApi, type FormApi } from './form-api.ts';
import { FormFields } from './form-fields.tsx';
import type { FormPageProps } from './form-page.ts';
import { SubmissionMessage } from './submission-message.tsx';
import { useFormSubmission } from './use-form-submission.ts';
import { useScrollToSuccess } from './use-scroll-to-success.ts';
import { useFormRenderCount } from './use-form-render.ts';

/** The submit button's idle text (Plinth's wording). */
export const SUBMIT_LABEL = 'Submit';

export interface FormBlockProps {
  form: FormModel;
  page: FormPageProps;
  /** The submit button's text; default 'Submit'. */
  submitLabel?: string;
}

const browserApi: FormApi = createFormApi();

/** The form block. `api` is replaceable for tests. */
export function FormBlock({ form, page, submitLabel, api = browserApi }: FormBlockProps & { api?: FormApi }) {
  useFormRenderCount(form.id, 'block');
  const state = useFormSubmission(form, page, api);
  const successRef = useScrollToSuccess(state.phase);
  const base = domId('plinth-form', form.id);
  const locked = state.phase === 'locked';
  const failure = state.failure;
  if (state.phase === 'done') {
    return (
      <div className="plinth-form" id={base}>
        <SubmissionMessage ref={successRef} form={form} />
      </div>
    );
  }
  return (
    <div className="plinth-form" id={base}>
      {failure?.banners && (
        <p className="plinth-form__banner plinth-form__banner--above" role="alert">
          {failure.banners.above}
        </p>
      )}
      <form
        className="plinth-form__form"
        noValidate
        aria-label={form.name}
        aria-describedby={failure?.message ? `${base}-message` : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void state.submit();
        }}
      >
        <FormFields form={form} values={state.values} errors={failure?.fieldErrors} disabled={locked} setValue={state.setValue} />
        {form.captchaEnabled && (
          <Captcha id={`${base}-captcha`} theme={form.captchaTheme} alignment={form.captchaAlignment} resetCount={state.resetCount} api={api} onToken={state.setCaptchaKey} />
        )}
        {failure?.message && (
          <p className="plinth-form__message" id={`${base}-message`}>
            {failure.message}
          </p>
        )}
        <button type="submit" className="plinth-form__submit" disabled={locked} aria-busy={locked || undefined}>
          {locked ? FORM_MESSAGES.submitting : (submitLabel ?? SUBMIT_LABEL)}
        </button>
        {form.parsedDisclaimerMessage && <div className="plinth-form__disclaimer" dangerouslySetInnerHTML={{ __html: form.parsedDisclaimerMessage }} />}
      </form>
      {failure?.banners && <p className="plinth-form__banner plinth-form__banner--below">{failure.banners.below}</p>}
    </div>
  );
}
