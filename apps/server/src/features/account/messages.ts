import { DELETE_ACCOUNT_CONFIRMATION, MAX_ACCOUNT_ADDRESSES } from '@plinth/api';

/** The account feature's words: what a signed-in customer reads when a request is refused. */
export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'Your current password is not correct.',
  currentPasswordRequired: 'Enter your current password.',
  samePassword: 'Choose a new password that differs from the current one.',
  addressNotFound: 'No such address in your account.',
  tooManyAddresses: `You can keep at most ${MAX_ACCOUNT_ADDRESSES} addresses. Delete one first.`,
  subscriptionNotFound: 'No such subscription in your account.',
  restockSignUpNotFound: 'No such back-in-stock sign-up in your account.',
  deletePasswordRequired: 'Enter your password to delete your account.',
  deleteConfirmRequired: `Type ${DELETE_ACCOUNT_CONFIRMATION} to delete your account.`,
  accountGone: 'This account no longer exists.',
  tooManyWrongPasswords: 'Too many wrong passwords. Please wait 15 minutes and try again.',
} as const;

/** Order status words (every order is written once paid). */
export const ORDER_STATUS_TEXT = {
  paid: 'Paid',
  paidTest: 'Paid (test order)',
} as const;
