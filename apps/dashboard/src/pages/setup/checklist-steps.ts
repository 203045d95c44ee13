/**
 * The getting-started checklist's steps as the owner reads them: what to do, where in the dashboard
 * it is done, and a line on why. Which are done is the server's answer (`getSetupChecklist`), read
 * from the data. Payments have no screen of their own yet: that step has no link.
 */
import type { SETUP_STEPS } from '@plinth/api';
import { hrefFor } from '../../router/routes.ts';

/** One step's wording and link. */
export interface StepText {
  title: string;
  hint: string;
  href: string | null;
}

/** Every step's wording, by the server's step id. */
export const STEP_TEXT: Readonly<Record<(typeof SETUP_STEPS)[number], StepText>> = {
  product: { title: 'Add a product', hint: 'Your shop shows it as soon as it is saved.', href: hrefFor('product-new') },
  design: { title: 'Choose a design', hint: 'Fonts and colours for every page; publish them when they look right.', href: hrefFor('styles') },
  payments: { title: 'Connect payments', hint: 'Until a payment provider is connected, checkout takes test cards only.', href: null },
  email: { title: 'Connect e-mail', hint: 'Order and account e-mails wait in the Outbox until the server has SMTP_URL; this ticks once one is sent.', href: hrefFor('outbox') },
};

/** "2 of 4 done". */
export function progressLabel(steps: readonly { done: boolean }[]): string {
  return `${steps.filter((step) => step.done).length} of ${steps.length} done`;
}
