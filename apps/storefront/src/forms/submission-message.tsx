/**
 * What replaces a form after a successful submission (storefront.md §4): the
 * submission text and the post-submit HTML, both written by the site owner.
 * It takes focus when shown so the page scrolls to it and screen readers read it.
 */
import { forwardRef } from 'react';
import type { FormModel } from '@plinth/forms';

/** Shown when the owner wrote no submission text (Plinth's wording). */
export const DEFAULT_SUBMISSION_TEXT = 'Thank you!';

/** The success view. */
export const SubmissionMessage = forwardRef<HTMLDivElement, { form: FormModel }>(function SubmissionMessage({ form }, ref) {
  const text = form.parsedSubmissionMessage;
  return (
    <div ref={ref} className="plinth-form__success" tabIndex={-1} role="status">
      {text ? (
        <div className="plinth-form__success-text" dangerouslySetInnerHTML={{ __html: text }} />
      ) : (
        <p className="plinth-form__success-text">{DEFAULT_SUBMISSION_TEXT}</p>
      )}
      {form.submissionHTML && <div className="plinth-form__success-html" dangerouslySetInnerHTML={{ __html: form.submissionHTML }} />}
    </div>
  );
});
