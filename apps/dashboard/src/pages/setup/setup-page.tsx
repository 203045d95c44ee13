/**
 * "Create your site" (`/config/setup`): shown on a site with no owner yet. Site title, the owner's
 * e-mail and password (at least 10 characters, the customers' rule), time zone (the browser's) and
 * currency (USD) → `completeSetup`, which makes the first owner and signs them in; the dashboard then
 * opens on its getting-started checklist. The contract's body schema checks each field first and its
 * refusal shows next to that field; a site that has its owner already says so and links to sign-in.
 */
import { setupBody } from '@plinth/api';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useApi } from '../../components/api-context.ts';
import { useContractForm } from '../../components/form-kit/use-contract-form.ts';
import { LoadView } from '../../components/load-view.tsx';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { browserTimeZone, currencyChoices, DEFAULT_CURRENCY, timeZoneChoices } from './setup-choices.ts';
import { SetupField } from './setup-field.tsx';
import './setup.css';

type SetupBody = z.output<typeof setupBody>;

export default function SetupPage() {
  const status = useRouteQuery('getSetupStatus');
  return (
    <main className="login" id="main">
      <LoadView load={status}>{(answer) => (answer.needed ? <SetupForm /> : <AlreadySetUp />)}</LoadView>
    </main>
  );
}

/** The site has its owner: setting it up again is not possible (the server answers 409 too). */
function AlreadySetUp() {
  return (
    <section className="login__card" aria-labelledby="setup-done-title">
      <p className="sidebar__brand">Plinth</p>
      <h1 className="login__title" id="setup-done-title">
        This site is set up
      </h1>
      <p>It has an owner already.</p>
      <Link href={hrefFor('login')}>Sign in</Link>
    </section>
  );
}

function SetupForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const timeZone = useMemo(browserTimeZone, []);
  const zones = useMemo(() => timeZoneChoices(timeZone), [timeZone]);
  const currencies = useMemo(currencyChoices, []);
  const form = useContractForm(setupBody, { siteTitle: '', email: '', password: '', timeZone, currency: DEFAULT_CURRENCY });
  const create = useAction(async (body: SetupBody) => {
    await api.call('completeSetup', { body });
    // Signed in now: nothing cached while signed out is this owner's.
    queryClient.clear();
    navigate('/config', { replace: true });
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => void create.run(body));
  return (
    <form className="login__card setup" onSubmit={submit} noValidate aria-labelledby="setup-title">
      <p className="sidebar__brand">Plinth</p>
      <h1 className="login__title" id="setup-title">
        Create your site
      </h1>
      <p className="field__hint">You will be its owner: the one account that can do everything. Add others later under Contributors.</p>
      <SetupField id="setup-title-field" label="Site title" problem={errors.siteTitle?.message}>
        {(props) => <input {...props} autoComplete="organization" {...form.register('siteTitle')} />}
      </SetupField>
      <SetupField id="setup-email" label="Your e-mail" problem={errors.email?.message}>
        {(props) => <input {...props} type="email" autoComplete="username" {...form.register('email')} />}
      </SetupField>
      <SetupField id="setup-password" label="Password" hint="At least 10 characters." problem={errors.password?.message}>
        {(props) => <input {...props} type="password" autoComplete="new-password" {...form.register('password')} />}
      </SetupField>
      <SetupField id="setup-time-zone" label="Time zone" hint="Orders, posts and reports show times in it." problem={errors.timeZone?.message}>
        {(props) => (
          <select {...props} {...form.register('timeZone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        )}
      </SetupField>
      <SetupField id="setup-currency" label="Currency" hint="Prices are set and shown in it." problem={errors.currency?.message}>
        {(props) => (
          <select {...props} {...form.register('currency')}>
            {currencies.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.label}
              </option>
            ))}
          </select>
        )}
      </SetupField>
      {create.error && <Failure message={create.error} />}
      <button type="submit" className="button button--primary" disabled={create.busy} aria-busy={create.busy}>
        {create.busy ? 'Creating your site…' : 'Create site'}
      </button>
    </form>
  );
}
