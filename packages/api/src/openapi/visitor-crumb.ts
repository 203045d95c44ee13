import type { ApiRoute } from '../api-route.ts';
import { recordClankerEvent, recordEvent, recordJavascriptErrors } from '../routes/analytics.ts';
import { addCartEntry, removeCartEntry, updateCartEntry } from '../routes/cart.ts';
import { createSubscriptionCart, payCheckout, paySubscriptionCart, purchaseGiftCard, updateCheckout, updateEntryAdditionalFields } from '../routes/checkout.ts';
import { deleteLike, postComment, postLike } from '../routes/comments.ts';
import { authenticateTestPayment, createTestPaymentMethod } from '../routes/payments.ts';
import { issueFormSubmissionKey, saveFormSubmission } from '../routes/forms.ts';
import { requestOwnerSignInLink, signIn, signOut } from '../routes/owner.ts';
import { completeSetup } from '../routes/setup.ts';
import { postRestockSignUp } from '../routes/restock.ts';
import {
  siteUserCompletePasswordReset,
  siteUserRequestPasswordReset,
  siteUserRequestSignInCode,
  siteUserSignIn,
  siteUserSignInWithCode,
  siteUserSignInWithLink,
  siteUserSignOut,
  siteUserSignUp,
  siteUserVerifyEmail,
} from '../routes/site-users.ts';

/*
 * The visitor routes that ask for the crumb (infra/http/crumb.ts): owner routes get it from the
 * owner guard, but a visitor route puts the check in front of itself, so the document learns it
 * here. `features/api-docs/api-routes.test.ts` sends every visitor write without a crumb and fails
 * when this list and the server's 403 `crumbFail` answers differ.
 */

/** Visitor writes that need `X-CSRF-Token` equal to the `crumb` cookie. */
const HEADER_CRUMB: ReadonlySet<ApiRoute> = new Set<ApiRoute>([
  addCartEntry,
  updateCartEntry,
  removeCartEntry,
  updateCheckout,
  payCheckout,
  createTestPaymentMethod,
  authenticateTestPayment,
  purchaseGiftCard,
  updateEntryAdditionalFields,
  createSubscriptionCart,
  paySubscriptionCart,
  postComment,
  postLike,
  deleteLike,
  issueFormSubmissionKey,
  saveFormSubmission,
  recordJavascriptErrors,
  signIn,
  signOut,
  requestOwnerSignInLink,
  completeSetup,
  postRestockSignUp,
  siteUserSignIn,
  siteUserSignOut,
  siteUserSignUp,
  siteUserVerifyEmail,
  siteUserRequestSignInCode,
  siteUserSignInWithCode,
  siteUserSignInWithLink,
  siteUserRequestPasswordReset,
  siteUserCompletePasswordReset,
]);

/** Beacons, which cannot send headers: the crumb comes in the body and must equal the cookie. */
const BODY_CRUMB: ReadonlySet<ApiRoute> = new Set<ApiRoute>([recordEvent, recordClankerEvent]);

/** Where a visitor route wants the crumb echoed, if it wants it. */
export function crumbOf(route: ApiRoute): 'header' | 'body' | undefined {
  if (HEADER_CRUMB.has(route)) return 'header';
  if (BODY_CRUMB.has(route)) return 'body';
  return undefined;
}
