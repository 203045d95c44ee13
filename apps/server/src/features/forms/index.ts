/** The forms feature's public face: other features, the app and tests import only this. */
export { formWidgetFormatters, pageFormContext } from './form-widgets.ts';
export { createForm, getForm, getFormForPage } from './forms-repository.ts';
export type { FormInput } from './forms-repository.ts';
export { registerOwnerFormRoutes } from './owner-routes.ts';
export { formsById, formsByProduct } from './product-forms.ts';
export { registerFormRoutes } from './routes.ts';
export { formsFeature } from './plugin.ts';
