/**
 * The key-creation modal (platform.md §2 "a key-creation modal (steps next, copy, cancel,
 * complete)"): name → Next → permissions → Next (the key is made) → the key, shown this once, with
 * Copy → Complete. Cancel leaves at any step; after the key is made, Cancel deletes it again.
 */
import type { ApiKeyScope } from '@plinth/api';
import { AREAS, MESSAGES as API_KEY_MESSAGES, NAME_MAX as API_KEY_NAME_MAX } from './key-rules.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { createKey, deleteKey, type ApiKeySummary } from './api-keys-api.ts';
import { CopyField } from './copy-field.tsx';
import { AREA_LABELS, scopeLabel } from './scope-labels.ts';

type Step = 'name' | 'scopes' | 'key';

/** The scopes of each area, read first. */
const AREA_SCOPES = AREAS.map((area) => ({ area, scopes: (area === 'inventory' ? [`${area}:read`, `${area}:write`] : [`${area}:read`]) as ApiKeyScope[] }));

/** Props of {@link CreateKeyDialog}: `onClose` gets the key made (and kept), or null. */
export interface CreateKeyDialogProps {
  onClose(created: ApiKeySummary | null): void;
}

export function CreateKeyDialog({ onClose }: CreateKeyDialogProps) {
  const { api } = useSession();
  const { dialog, safeButton, id } = useModalDialog();
  const [step, setStep] = useState<Step>('name');
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<{ key: ApiKeySummary; secret: string } | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const make = useAction(async () => setCreated(await createKey(api, name, scopes)));
  const discard = useAction(async (keyId: string) => deleteKey(api, keyId));

  // Each step starts with its first field focused (the opening step's Cancel has focus first).
  useEffect(() => {
    if (step !== 'name') firstField.current?.focus();
  }, [step]);

  const cancel = async () => {
    if (created && !(await discard.run(created.key.id))) return;
    onClose(null);
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (step === 'name') {
      const trimmed = name.trim();
      if (!trimmed) return setProblem(API_KEY_MESSAGES.nameRequired);
      if (trimmed.length > API_KEY_NAME_MAX) return setProblem(API_KEY_MESSAGES.nameTooLong);
      return setStep('scopes');
    }
    if (step === 'scopes') {
      if (scopes.length === 0) return setProblem(API_KEY_MESSAGES.scopesRequired);
      if (await make.run()) setStep('key');
      return;
    }
    onClose(created?.key ?? null);
  };

  const toggle = (scope: ApiKeyScope, on: boolean) => {
    setProblem(null);
    setScopes((list) => (on ? [...list, scope] : list.filter((s) => s !== scope)));
  };
  const stepNumber = { name: 1, scopes: 2, key: 3 }[step];

  return (
    <dialog
      ref={dialog}
      className="dialog api-key-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (step === 'key') onClose(created?.key ?? null);
        else void cancel();
      }}
    >
      <form onSubmit={(event) => void next(event)} noValidate>
        <h2 id={`${id}-title`} className="dialog__title">
          Create API key
        </h2>
        <p className="muted">Step {stepNumber} of 3</p>
        {step === 'name' && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-name`}>
              Key name
            </label>
            <input
              id={`${id}-name`}
              ref={firstField}
              value={name}
              maxLength={API_KEY_NAME_MAX + 20}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-name-hint`}
              onChange={(e) => {
                setProblem(null);
                setName(e.target.value);
              }}
              autoComplete="off"
            />
            <p id={`${id}-name-hint`} className="field__hint">
              What the key is for, e.g. "Warehouse sync".
            </p>
          </div>
        )}
        {step === 'scopes' && (
          <fieldset className="fieldset">
            <legend>Permissions of “{name.trim()}”</legend>
            {AREA_SCOPES.map(({ area, scopes: areaScopes }, i) =>
              areaScopes.map((scope, j) => (
                <label key={scope} className="field field--check">
                  <input
                    type="checkbox"
                    ref={i === 0 && j === 0 ? firstField : undefined}
                    checked={scopes.includes(scope)}
                    onChange={(e) => toggle(scope, e.target.checked)}
                  />
                  <span title={AREA_LABELS[area]}>{scopeLabel(scope)}</span>
                </label>
              )),
            )}
          </fieldset>
        )}
        {step === 'key' && created && (
          <>
            <p>
              The key <strong>{created.key.name}</strong> is ready. Copy it now: it is shown this once and cannot be seen again.
            </p>
            <CopyField label="API key" value={created.secret} hint="Send it as Authorization: Bearer <key>. See docs/public-api.md." />
          </>
        )}
        {problem && (
          <p className="form__problem" role="alert">
            {problem}
          </p>
        )}
        {make.error && <Failure message={make.error} />}
        {discard.error && <Failure message={discard.error} />}
        {step === 'key' && <p className="field__hint">Cancel deletes this key; Complete keeps it.</p>}
        <div className="dialog__actions">
          <button type="button" className="button" ref={safeButton} onClick={() => void cancel()} disabled={discard.busy}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={make.busy}>
            {step === 'key' ? 'Complete' : 'Next'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
