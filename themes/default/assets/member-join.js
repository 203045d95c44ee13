// The Join button of the member-area access-denied page (issue 11). A visitor who is not signed in
// goes to sign-up (and comes back to Join); a signed-in customer joins a free area at once and lands
// on the membership-confirmed page, or, for a paid area, goes to the membership's subscription checkout.
(() => {
  const button = document.querySelector('[data-member-join]');
  const status = document.querySelector('[data-member-join-status]');
  if (!button) return;
  const crumb = () => (document.cookie.match(/(?:^|;\s*)crumb=([^;]+)/) || [])[1] || '';
  const say = (text) => { if (status) status.textContent = text; };
  const errorOf = async (response) => {
    try { const body = await response.json(); return (body.error && (body.error.message || body.error)) || 'Something went wrong. Please try again.'; } catch { return 'Something went wrong. Please try again.'; }
  };
  button.addEventListener('click', async () => {
    button.disabled = true;
    say('');
    try {
      const session = await fetch('/api/site-users/account/session', { credentials: 'same-origin' });
      if (session.status === 401) { window.location.assign(button.dataset.signUpUrl); return; }
      if (!session.ok) throw new Error(await errorOf(session));
      const { xsrfToken } = await session.json();
      const joined = await fetch(button.dataset.joinPath, { method: 'POST', credentials: 'same-origin', headers: { 'X-SiteUser-XSRF-Token': xsrfToken, 'X-CSRF-Token': crumb() } });
      if (!joined.ok) throw new Error(await errorOf(joined));
      const answer = await joined.json();
      if (answer.status === 'joined') { window.location.assign(answer.confirmedUrl); return; }
      const cart = await fetch('/api/3/commerce/cart/subscription', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb() },
        body: JSON.stringify({ itemId: answer.productId, sku: answer.sku, qty: 1 }),
      });
      if (!cart.ok) throw new Error(await errorOf(cart));
      const { cartToken } = await cart.json();
      window.location.assign(`/commerce/subscription/${encodeURIComponent(cartToken)}`);
    } catch (error) {
      say(error instanceof Error ? error.message : String(error));
      button.disabled = false;
    }
  });
})();
