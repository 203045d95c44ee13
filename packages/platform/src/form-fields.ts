/** Form field types an owner can add to a form (platform.md §3 Enumerations). */
export const EDITABLE_FORM_FIELD_TYPES = Object.freeze([
  'text', 'textarea', 'email', 'currency', 'number', 'website', 'password', 'twitter', 'date', 'time',
  'name', 'address', 'phone', 'section', 'radio', 'checkbox', 'select', 'likert', 'hidden',
] as const);
/** An editable form field type. */
export type EditableFormFieldType = (typeof EDITABLE_FORM_FIELD_TYPES)[number];

/** Whether `type` is an editable form field type. */
export function isEditableFormFieldType(type: unknown): type is EditableFormFieldType {
  return (EDITABLE_FORM_FIELD_TYPES as readonly unknown[]).includes(type);
}
