/**
 * Control labels the islands need that the spec does not word (a dialog's
 * dismiss button, a cart line's remove button, the cart subtotal caption).
 * Everything the spec words comes from `MESSAGES` of `@plinth/commerce`.
 */
export const LABELS = {
  dismissAlert: 'OK',
  removeEntry: 'Remove',
  subtotal: 'Subtotal',
  editForm: 'Edit',
  saveForm: 'Save',
  checkout: 'Checkout',
} as const;
