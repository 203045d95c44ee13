/**
 * What a section shows before its data: "Loading…" (a status), or the failure (an alert).
 */
import type { ReactNode } from 'react';
import { ACCOUNT_TEXT } from './account-text.ts';
import { FormAlert } from './account-field.tsx';
import type { Loaded } from './use-loaded.ts';

/** Renders the loading or failed state, or `children(value)`. */
export function LoadedView<T>({ state, children }: { state: Loaded<T>; children(value: T): ReactNode }) {
  if (state.kind === 'loading') return <p className="plinth-account__loading" role="status">{ACCOUNT_TEXT.loadingSection}</p>;
  if (state.kind === 'failed') return <FormAlert message={state.message} />;
  return <>{children(state.value)}</>;
}
