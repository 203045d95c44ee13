/**
 * Loads a third-party captcha script once per page, only when the site chose
 * that provider, and resolves when its explicit-render API is ready.
 */

const loading = new Map<string, Promise<void>>();
let counter = 0;

/**
 * Adds `<script async src="…&onload=…">` and resolves when the script calls
 * back; one load per URL.
 * @example await loadCaptchaScript('https://js.hcaptcha.com/1/api.js?render=explicit')
 */
export function loadCaptchaScript(url: string, doc: Document = document): Promise<void> {
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const callback = `plinthCaptchaLoaded${++counter}`;
      (window as unknown as Record<string, () => void>)[callback] = () => resolve();
      const script = doc.createElement('script');
      script.src = `${url}${url.includes('?') ? '&' : '?'}onload=${callback}`;
      script.async = true;
      script.defer = true;
      script.onerror = () => {
        loading.delete(url);
        reject(new Error(`Could not load ${url}`));
      };
      doc.head.append(script);
    });
    loading.set(url, pending);
  }
  return pending;
}
