/** The forms and restock reports' user-visible strings (their CSV headings). */

export const FORM_REPORT_HEADINGS = ['Form', 'Form id', 'Views', 'Submissions', 'Conversion rate'] as const;

export const RESTOCK_REPORT_HEADINGS = ['Product', 'Product id', 'Sign-ups', 'Notified'] as const;
