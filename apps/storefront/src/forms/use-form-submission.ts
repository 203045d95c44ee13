/**
 * A form's state in the browser (storefront.md §4): editing, then locked while
 * it submits, then done; the answers, the captcha token, and what failed.
 * Success records the subscribe event of a newsletter, then goes to the
 * success redirect, or shows the submission text and scrolls to it.
 */
import { useCallback, useRef, useState } from 'react';
import type { FieldValue, FormModel, FormValues, SaveFailure } from '@plinth/forms';
import type { FormApi } from './form-api.ts';
import { formPage, type FormPageProps } from './form-page.ts';
import { initialValues } from './initial-values.ts';
import { recordSubscribe } from './subscribe-event.ts';
import { submitForm } from './submit-form.ts';

export type FormPhase = 'editing' | 'locked' | 'done';

export interface FormSubmission {
  phase: FormPhase;
  values: FormValues;
  failure: SaveFailure | null;
  /** Bumped after each failure: the captcha resets. */
  resetCount: number;
  setValue(id: string, value: FieldValue): void;
  setCaptchaKey(token: string | null): void;
  submit(): Promise<void>;
}

/** Where the browser goes; replaced in tests. */
export interface Navigation {
  assign(url: string): void;
}

/**
 * The state and the submit action of `form`. When `phase` becomes 'done'
 * the component shows the submission text and scrolls to it.
 * @param navigation the browser's location unless given
 */
export function useFormSubmission(form: FormModel, page: FormPageProps, api: FormApi, navigation?: Navigation): FormSubmission {
  const [phase, setPhase] = useState<FormPhase>('editing');
  const [values, setValues] = useState<FormValues>(() => initialValues(form));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [resetCount, setResetCount] = useState(0);
  const captchaKey = useRef<string | null>(null);
  const locked = useRef(false);

  const setValue = useCallback((id: string, value: FieldValue) => setValues((current) => ({ ...current, [id]: value })), []);
  const setCaptchaKey = useCallback((token: string | null) => {
    captchaKey.current = token;
  }, []);

  const submit = useCallback(async () => {
    if (locked.current) return;
    locked.current = true;
    setPhase('locked');
    const outcome = await submitForm({ form, values, captchaKey: form.captchaEnabled ? captchaKey.current : null, page: formPage(page), api });
    if (!outcome.ok) {
      setFailure(outcome.failure);
      setResetCount((n) => n + 1);
      captchaKey.current = null;
      locked.current = false;
      setPhase('editing');
      return;
    }
    setFailure(null);
    if (form.isNewsletter) recordSubscribe({ formId: form.id, formName: form.name });
    if (form.successRedirect) {
      (navigation ?? window.location).assign(form.successRedirect);
      return;
    }
    setPhase('done');
  }, [form, values, page, api, navigation]);

  return { phase, values, failure, resetCount, setValue, setCaptchaKey, submit };
}
