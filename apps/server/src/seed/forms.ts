import type { Kysely } from 'kysely';
import { saveCaptchaSettings } from '../features/captcha/index.ts';
import { createForm } from '../features/forms/index.ts';
import type { Schema } from '../infra/database/schema.ts';

/* The demo site's forms: a contact form on /contact and a newsletter sign-up on the home page. */

/** Field ids of the demo contact form (stable: tests and the e2e suite use them). */
export const CONTACT_FIELDS = { name: 'contact-name', email: 'contact-email', topic: 'contact-topic', message: 'contact-message', consent: 'contact-consent' } as const;
/** The consent option of the contact form's required checkbox. */
export const CONSENT_OPTION = 'I agree to be contacted about my enquiry';
/** Field id of the newsletter form's e-mail. */
export const NEWSLETTER_EMAIL_FIELD = 'newsletter-email';

/**
 * Seeds the forms and the captcha provider (ALTCHA) of the demo site.
 * @param pageIds collection id by url id ('home', 'contact')
 * @returns the form ids
 */
export async function seedDemoForms(db: Kysely<Schema>, websiteId: string, pageIds: ReadonlyMap<string, string>, now: number): Promise<{ contactFormId: string; newsletterFormId: string }> {
  await saveCaptchaSettings(db, websiteId, { provider: 'altcha', siteKey: null, secretKey: null, verifyUrl: null }, now);
  const contactFormId = await createForm(
    db,
    websiteId,
    {
      name: 'Contact',
      pageId: pageIds.get('contact') ?? null,
      fields: [
        { id: CONTACT_FIELDS.name, type: 'name', title: 'Name', required: true },
        { id: CONTACT_FIELDS.email, type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
        { id: CONTACT_FIELDS.topic, type: 'select', title: 'Subject', required: true, options: ['An order', 'A workshop', 'Wholesale', 'Something else'] },
        { id: CONTACT_FIELDS.message, type: 'textarea', title: 'Message', required: true, maxLength: 500, description: 'Up to 500 characters.' },
        { id: CONTACT_FIELDS.consent, type: 'checkbox', title: 'Consent', required: true, options: [CONSENT_OPTION] },
      ],
      parsedSubmissionMessage: '<p>Thank you! We will reply within two working days.</p>',
      parsedDisclaimerMessage: '<p>We use your details only to answer your message.</p>',
      captchaEnabled: true,
      captchaTheme: 'light',
      captchaAlignment: 'left',
    },
    now,
  );
  const newsletterFormId = await createForm(
    db,
    websiteId,
    {
      name: 'Newsletter',
      pageId: pageIds.get('home') ?? null,
      isNewsletter: true,
      doubleOptIn: true,
      fields: [{ id: NEWSLETTER_EMAIL_FIELD, type: 'email', title: 'Email Address', required: true, placeholder: 'you@example.com' }],
      parsedSubmissionMessage: '<p>Thank you for signing up! Check your inbox to confirm your address.</p>',
    },
    now,
  );
  return { contactFormId, newsletterFormId };
}
