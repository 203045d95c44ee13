/**
 * The analytics settings form: the cookie policy (a radio group) and how many days raw events are
 * kept. Saves with `PUT /api/owner/analytics/settings`; the server's refusal of the number is shown
 * beside the field, any other failure below the form. Read-only, with the reason, without
 * settings:write (ADMIN and WEBSITE_MANAGER have it).
 */
import type { getAnalyticsSettings } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, failureMessage } from '../../api/api-error.ts';
import { useSession } from '../../components/session.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { Failure } from '../../components/status-views.tsx';

export type AnalyticsSettings = z.infer<typeof getAnalyticsSettings.response>;

/** The radio choices, in order. */
export const COOKIE_POLICY_CHOICES = [
  { value: 'permissive', label: 'Permissive', hint: 'cookies are set without asking' },
  { value: 'restrictive', label: 'Restrictive', hint: 'a consent banner asks first and visitors are counted without cookies until they accept' },
] as const;

/** Mirrors the server's bounds, for the browser's own hint; the server decides. */
const MIN_DAYS = 1;
const MAX_DAYS = 3650;

/** Where a failed save's message goes: beside the number field, or below the form. */
type SaveProblem = { field: 'retentionDays' | null; message: string };

/** A refusal about the retention goes beside its field; anything else below the form. */
export function problemOf(failure: unknown): SaveProblem {
  const message = failureMessage(failure, 'save');
  const aboutDays = failure instanceof ApiError && failure.status === 400 && /retentionDays/.test(failure.serverMessage ?? '');
  return { field: aboutDays ? 'retentionDays' : null, message };
}

/** The number the field holds, or null when it holds none (the server then says what it wants). */
function daysOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

export function AnalyticsSettingsForm({ initial, onSaved }: { initial: AnalyticsSettings; onSaved(settings: AnalyticsSettings): void }) {
  const { contributor } = useSession();
  const saveSettings = useRouteMutation('saveAnalyticsSettings');
  const readOnly = !roleAllows(contributor.role, 'settings:write');
  const [policy, setPolicy] = useState(initial.cookiePolicy);
  const [days, setDays] = useState(String(initial.retentionDays));
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const unsaved = policy !== initial.cookiePolicy || days !== String(initial.retentionDays);

  const edit = () => {
    setSaved(false);
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    edit();
    try {
      // Not a number: sent as it is, the server refuses it in its own words.
      const answer = await saveSettings({ body: { cookiePolicy: policy, retentionDays: daysOf(days) as number } });
      setPolicy(answer.cookiePolicy);
      setDays(String(answer.retentionDays));
      onSaved(answer);
      setSaved(true);
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const daysProblem = problem?.field === 'retentionDays' ? problem.message : null;
  return (
    // noValidate: the server's sentence (shown beside the field) says what is wrong, not the browser's bubble.
    <form className="form" noValidate onSubmit={submit} aria-describedby={readOnly ? 'analytics-settings-read-only' : undefined}>
      {readOnly && (
        <p id="analytics-settings-read-only" className="muted">
          Only an administrator or a website manager can change these settings; you can read them.
        </p>
      )}
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Cookie policy</legend>
        {COOKIE_POLICY_CHOICES.map((choice) => (
          <label key={choice.value} className="field field--check" style={{ alignItems: 'flex-start' }}>
            <input
              type="radio"
              style={{ flex: 'none', marginTop: 3 }}
              name="cookiePolicy"
              value={choice.value}
              checked={policy === choice.value}
              onChange={() => {
                edit();
                setPolicy(choice.value);
              }}
            />
            <span>
              <strong>{choice.label}</strong>
              {` — ${choice.hint}`}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Raw events</legend>
        <label className="field">
          <span className="field__label">Keep raw events for (days)</span>
          <input
            type="number"
            inputMode="numeric"
            className="input--step"
            min={MIN_DAYS}
            max={MAX_DAYS}
            step={1}
            value={days}
            aria-invalid={daysProblem ? true : undefined}
            aria-describedby={daysProblem ? 'retention-days-hint retention-days-problem' : 'retention-days-hint'}
            onChange={(e) => {
              edit();
              setDays(e.target.value);
            }}
          />
          <span id="retention-days-hint" className="field__hint">
            Older page views and events are deleted; the hourly and daily figures of the reports stay.
          </span>
          {daysProblem && (
            <span id="retention-days-problem" className="form__problem" role="alert">
              {daysProblem}
            </span>
          )}
        </label>
      </fieldset>
      {problem && problem.field === null && <Failure message={problem.message} />}
      {saved && (
        <p className="notice" role="status">
          Analytics settings saved.
        </p>
      )}
      {!readOnly && (
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          {unsaved && !busy && <span className="muted">Unsaved changes</span>}
        </div>
      )}
    </form>
  );
}
