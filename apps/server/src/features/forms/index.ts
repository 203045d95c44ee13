/** The forms feature's public face: other features, the app and tests import only this. */
export { formWidgetFormatters, pageFormContext } from './form-widgets.ts';
export { getForm, getFormForPage, listForms, publicForm } from './forms-repository.ts';
export type { FormInput, StoredForm } from './forms-repository.ts';
export { createForm, updateForm } from './forms-service.ts';
export { formsById, formsByProduct, type ProductForm } from './product-forms.ts';
