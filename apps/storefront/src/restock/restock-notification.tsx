/**
 * The ProductRestockNotification island (storefront.md §2, §4, §5): under the
 * variant selector, for a sold-out variant, a visitor leaves an e-mail address
 * to hear when it is back. It follows the selection in the shared store;
 * success replaces the form with the store's text and drops the captcha, a
 * failure shows the server's message and resets the captcha.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Product } from '@plinth/commerce';
import { domId } from '../dom-id.ts';
import { Captcha } from '../forms/captcha/captcha.tsx';
import { createFormApi } from '../forms/form-api.ts';
import { selectionOf } from '../store.ts';
import { useStore } from '../use-store.ts';
import { sendRestockSignUp, siteHasCaptcha } from './restock-api.ts';
import { restockInputError, restockTarget, restockTexts, type RestockTexts } from './restock-rules.ts';

/** Props of {@link ProductRestockNotification}. */
export interface ProductRestockNotificationProps {
  product: Product;
  /** From the merchandising context; blanks take the defaults. */
  texts?: Partial<RestockTexts>;
  /** Offer the mailing-list checkbox. */
  mailingListSignUpEnabled: boolean;
  /** The checkbox starts ticked. */
  mailingListOptInByDefault: boolean;
  /** `storeSettings.restockSuccessText`, else 'Signed up!'. */
  successText: string;
}

type Phase = 'editing' | 'sending' | 'done';

/** Renders the widget, or an empty hidden slot while the selected variant is in stock. */
export function ProductRestockNotification({ product, texts: givenTexts, mailingListSignUpEnabled, mailingListOptInByDefault, successText }: ProductRestockNotificationProps) {
  const selected = useStore((state) => selectionOf(state, product.id).selected);
  const target = restockTarget(product, selected);
  const texts = restockTexts(givenTexts);
  const [email, setEmail] = useState('');
  const [joinList, setJoinList] = useState(mailingListOptInByDefault);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [hasCaptcha, setHasCaptcha] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const formApi = useMemo(() => createFormApi(), []);
  const id = domId('plinth', product.id, 'restock');
  const variantId = target.kind === 'variant' ? target.variant.id : '';

  // Asked in the browser only: the page HTML is cached for every visitor and must not depend on it.
  useEffect(() => {
    let live = true;
    void siteHasCaptcha().then((yes) => live && setHasCaptcha(yes));
    return () => {
      live = false;
    };
  }, []);

  // A sign-up is for one variant: another selection starts over.
  useEffect(() => {
    setPhase('editing');
    setError(null);
  }, [variantId]);

  // An empty, hidden slot rather than nothing: the server renders no island for empty HTML, and this
  // one must reach the browser to appear when the visitor picks a sold-out variant.
  if (target.kind === 'hidden') return <div className="product-restock-notification-slot" hidden />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'sending') return;
    if (target.kind === 'unselected') {
      setError(target.message);
      return;
    }
    const problem = restockInputError(email, { rendered: hasCaptcha, token: captchaToken });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setPhase('sending');
    const failure = await sendRestockSignUp({
      productId: product.id,
      variantId,
      siteVisitorEmail: email.trim(),
      isJoinMailingList: mailingListSignUpEnabled && joinList,
      ...(hasCaptcha && captchaToken ? { captchaToken } : {}),
    });
    if (failure === null) {
      setPhase('done');
      return;
    }
    setError(failure);
    setPhase('editing');
    // A captcha token is spent by the attempt: the visitor solves a fresh one.
    setCaptchaToken(null);
    setCaptchaReset((n) => n + 1);
  }

  const errorId = `${id}-error`;
  return (
    <div className="product-restock-notification" data-product-restock-notification="" data-product-id={product.id} data-variant-id={variantId}>
      {phase === 'done' ? (
        <p className="product-restock-notification__success" role="status">
          {successText}
        </p>
      ) : (
        <form className="product-restock-notification__form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-cta`}>
          <p className="product-restock-notification__cta" id={`${id}-cta`}>
            {texts.CTAText}
          </p>
          <div className="product-restock-notification__row">
            <label className="visually-hidden" htmlFor={`${id}-email`}>
              Email
            </label>
            <input
              id={`${id}-email`}
              className="product-restock-notification__email"
              type="text"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder={texts.placeholderText}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <button type="submit" className="product-restock-notification__button" disabled={phase === 'sending'} aria-busy={phase === 'sending'}>
              {texts.buttonText}
            </button>
          </div>
          {mailingListSignUpEnabled && (
            <label className="product-restock-notification__opt-in">
              <input type="checkbox" name="isJoinMailingList" checked={joinList} onChange={(event) => setJoinList(event.currentTarget.checked)} />
              <span>{texts.mailingListDescription}</span>
            </label>
          )}
          {hasCaptcha && <Captcha id={`${id}-captcha`} theme="light" alignment="left" resetCount={captchaReset} api={formApi} onToken={setCaptchaToken} />}
          {error && (
            <p className="product-restock-notification__error" id={errorId} role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
