/**
 * Loads the instalment provider's information popup, the small HTML file
 * Plinth serves per locale (`installmentModalPath`). A failed load only logs
 * a console warning (storefront §8 "silent failures") and resolves null.
 */

/**
 * @param path e.g. '/assets/bnpl/afterpay-en_US.html'
 * @param doFetch the fetch to use (tests pass a fake)
 * @param warn where the warning goes (default `console.warn`)
 */
export async function loadInstallmentModal(
  path: string,
  doFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
  warn: (...data: unknown[]) => void = (...data) => console.warn(...data),
): Promise<string | null> {
  try {
    const response = await doFetch(path, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.text();
  } catch (error) {
    warn(`Could not load the instalment information (${path})`, error);
    return null;
  }
}
