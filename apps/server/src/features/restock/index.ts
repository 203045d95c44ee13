/** The restock feature's public face: other features, the app and tests import only this. */
export { forgetRestockSignUpsOf, removeRestockSignUpOf, waitingRestockSignUpsOf, type AccountRestockSignUp } from './account-sign-ups.ts';
export { restockWidgetFormatter } from './restock-widget.ts';
export { RESTOCK_MESSAGES, RESTOCK_SUCCESS_DEFAULT } from './messages.ts';
