/**
 * The getting-started checklist card, shown above the first screen after sign-in to an owner who may
 * change the site's settings, until every step is done or they dismiss it. Each step links to the
 * screen that does it and is ticked from the data (`getSetupChecklist`); Dismiss hides it for the
 * site (`dismissSetupChecklist`). Nothing shows while it loads or if it cannot: it is a help, not the page.
 */
import { useRouteQuery } from '../../api/use-route-query.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { Link } from '../../router/history.ts';
import { progressLabel, STEP_TEXT } from './checklist-steps.ts';
import './setup.css';

export default function SetupChecklist() {
  const checklist = useRouteQuery('getSetupChecklist');
  const dismissCall = useRouteMutation('dismissSetupChecklist');
  const dismiss = useAction(async () => {
    await dismissCall();
    // The button goes with the card: the keyboard carries on from the page itself.
    document.getElementById('main')?.focus();
  });
  if (checklist.status !== 'success') return null;
  const { dismissed, steps } = checklist.data;
  if (dismissed || steps.every((step) => step.done)) return null;
  return (
    <section className="panel setup-checklist" aria-labelledby="setup-checklist-title">
      <div className="setup-checklist__head">
        <h2 className="panel__title" id="setup-checklist-title">
          Get your site ready
        </h2>
        <button type="button" className="button button--quiet" onClick={() => void dismiss.run()} disabled={dismiss.busy}>
          Dismiss checklist
        </button>
      </div>
      <p className="setup-checklist__progress">{progressLabel(steps)}</p>
      <ul className="setup-checklist__steps">
        {steps.map((step) => {
          const text = STEP_TEXT[step.id];
          return (
            <li key={step.id} className={`setup-checklist__step${step.done ? ' setup-checklist__step--done' : ''}`}>
              <span className="setup-checklist__mark" aria-hidden="true">
                {step.done ? '✓' : ''}
              </span>
              <span className="setup-checklist__name">
                {text.href ? <Link href={text.href}>{text.title}</Link> : text.title}
                <span className="visually-hidden">{step.done ? ' (done)' : ' (to do)'}</span>
              </span>
              <p className="setup-checklist__hint">{text.hint}</p>
            </li>
          );
        })}
      </ul>
      {dismiss.error && <Failure message={dismiss.error} onRetry={dismiss.retry} />}
    </section>
  );
}
