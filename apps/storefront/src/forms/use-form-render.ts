/**
 * Counts a form shown (the contract's `recordFormRender`), once per form a page shows: the owner's
 * form report divides submissions by these views. The form's id travels as `formId` and as
 * `itemId` (the census route stores an item id with the event).
 */
import { useEffect } from 'react';
import { recordFormRender } from '@plinth/api/client/routes/recordFormRender';
import { recordCensus } from '../analytics/start.ts';

/** Where the form is shown. */
export type FormPlacement = 'block' | 'newsletter' | 'lightbox';

export function useFormRenderCount(formId: string, placement: FormPlacement): void {
  useEffect(() => {
    void recordCensus(recordFormRender.path, 'formRender', { formId, itemId: formId, placement });
  }, [formId, placement]);
}
