import { createFormModel, type FormFieldInput } from '@plinth/forms';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormBlock } from './form-block.tsx';
import { FormField } from './form-field.tsx';
import { NewsletterBlock } from './newsletter-block.tsx';
import { contactForm, scriptedApi } from './test-forms.ts';

const page = { pageId: 'c1', contentSource: 'c' as const, pageTitle: 'Contact' };
const render = (field: FormFieldInput, value: unknown = '', error?: string) => {
  const form = createFormModel({ id: 'f', fields: [field] });
  return renderToString(<FormField inputId="x" field={form.fields[0]} value={value as string} error={error} disabled={false} onChange={() => {}} />);
};

describe('FormField', () => {
  it('puts the error ABOVE the title and links it to the input', () => {
    const html = render({ id: 'email', type: 'email', title: 'Email', required: true }, '', 'Required');
    expect(html.indexOf('Required</p>')).toBeGreaterThan(-1);
    expect(html.indexOf('Required</p>')).toBeLessThan(html.indexOf('<label'));
    expect(html).toContain('<p class="plinth-form-field__error" id="x-error">Required</p>');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*>/);
    expect(html).toMatch(/<input[^>]*aria-describedby="x-error"/);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html).toContain('<label class="plinth-form-field__title" for="x">Email<span class="plinth-form-field__required" aria-hidden="true"> *</span></label>');
  });

  it("shows a textarea's live 'count / max' counter, flagged over the maximum, and sets no maxlength", () => {
    const under = render({ id: 'm', type: 'textarea', title: 'Message', required: false, maxLength: 5 }, 'Hey');
    expect(under).toContain('<p class="plinth-form-field__counter" id="x-counter" aria-live="polite">3 / 5</p>');
    expect(under).not.toContain('maxlength');
    const over = render({ id: 'm', type: 'textarea', title: 'Message', required: false, maxLength: 5 }, 'Hello!');
    expect(over).toContain('plinth-form-field__counter plinth-form-field__counter--over" id="x-counter" aria-live="polite">6 / 5</p>');
    expect(over).toMatch(/<textarea[^>]*aria-invalid="true"/);
  });

  it('renders a section as a heading with no input, and a hidden field as nothing', () => {
    const section = render({ id: 's', type: 'section', title: 'About you' });
    expect(section).toContain('<h3 class="plinth-form-section__title">About you</h3>');
    expect(section).not.toContain('<input');
    expect(render({ id: 'h', type: 'hidden', title: 'Source', value: 'web' })).toBe('');
  });

  it('renders multi-part fields as a fieldset with a labelled input per part', () => {
    const html = render({ id: 'n', type: 'name', title: 'Name', required: true }, { first: '', last: '' }, 'Required');
    expect(html.indexOf('Required')).toBeLessThan(html.indexOf('<legend'));
    expect(html).toContain('First Name');
    expect(html).toContain('Last Name');
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="x-error"/);
    const time = render({ id: 't', type: 'time', title: 'Time' }, { hour: '', minute: '', second: '', ampm: 'PM' });
    expect(time).toContain('<option value="AM">AM</option><option value="PM" selected="">PM</option>');
    for (const type of ['address', 'date', 'phone'] as const) expect(render({ id: type, type, title: type })).toContain('<fieldset');
  });

  it('puts aria-required where WAI-ARIA allows it, never on a fieldset with the group role', () => {
    const name = render({ id: 'n', type: 'name', title: 'Name', required: true }, { first: '', last: '' });
    expect(name).not.toMatch(/<fieldset[^>]*aria-required/);
    expect(name.match(/<input[^>]*aria-required="true"/g)).toHaveLength(2);
    const consent = render({ id: 'c', type: 'checkbox', title: 'Consent', required: true, options: ['I agree'] }, []);
    expect(consent).not.toMatch(/<fieldset[^>]*aria-required/);
    expect(consent).toMatch(/<input[^>]*type="checkbox"[^>]*aria-required="true"/);
    expect(render({ id: 'r', type: 'radio', title: 'Colour', required: true, options: ['Red'] }, '')).toMatch(/<fieldset[^>]*role="radiogroup"[^>]*aria-required="true"/);
  });

  it('renders radio, checkbox and select options', () => {
    const options = ['Red', 'Blue'];
    expect(render({ id: 'r', type: 'radio', title: 'Colour', options }, 'Blue')).toMatch(/type="radio" name="r" checked="" value="Blue"/);
    expect(render({ id: 'c', type: 'checkbox', title: 'Colours', options }, ['Red'])).toMatch(/type="checkbox" name="c" checked="" value="Red"/);
    expect(render({ id: 's', type: 'select', title: 'Colour', options }, '')).toContain('<option value="" selected="">Select Value</option><option value="Red">Red</option>');
  });

  it('answers a likert statement from Strongly Disagree (-2) to Strongly Agree (2)', () => {
    const html = render({ id: 'l', type: 'likert', title: 'Service', statements: ['Fast'] }, { Fast: '2' });
    expect(html).toContain('role="radiogroup"');
    const labels = [...html.matchAll(/<span>([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(labels).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
    expect(html).toMatch(/checked="" value="2"/);
  });

  it.each(['text', 'currency', 'number', 'website', 'password', 'twitter'] as const)('renders a %s field as one labelled input', (type) => {
    expect(render({ id: 'v', type, title: 'Value' })).toMatch(/<label[^>]*for="x">Value<\/label><input id="x"/);
  });
});

describe('FormBlock and NewsletterBlock (server render)', () => {
  it("renders the form with a 'Submit' button and the disclaimer, and no banner yet", () => {
    const { api } = scriptedApi();
    const html = renderToString(<FormBlock form={contactForm({ parsedDisclaimerMessage: '<p>We keep it private.</p>' })} page={page} api={api} />);
    expect(html).toContain('<form class="plinth-form__form" noValidate="" aria-label="Contact">');
    expect(html).toContain('>Submit</button>');
    expect(html).toContain('<p>We keep it private.</p>');
    expect(html).not.toContain('encountered a problem');
  });

  it('renders a captcha container only when the form has one', () => {
    const { api } = scriptedApi();
    expect(renderToString(<FormBlock form={contactForm()} page={page} api={api} />)).not.toContain('plinth-captcha');
    expect(renderToString(<FormBlock form={contactForm({ captchaEnabled: true, captchaAlignment: 'center' })} page={page} api={api} />)).toContain('class="plinth-captcha plinth-captcha--center"');
  });

  it("renders the newsletter with its title and a 'Subscribe' button", () => {
    const { api } = scriptedApi();
    const form = createFormModel({ id: 'n1', name: 'Newsletter', fields: [{ id: 'e', type: 'email', title: 'Email Address', required: true }] });
    const html = renderToString(<NewsletterBlock form={form} page={page} title="Join our newsletter" api={api} />);
    expect(html).toContain('<h2 class="plinth-newsletter__title" id="plinth-newsletter-n1-title">Join our newsletter</h2>');
    expect(html).toContain('>Subscribe</button>');
  });
});
