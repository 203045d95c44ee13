// The popup overlay (page type 104, issue 17): opens the page's <dialog id="popup-overlay"> once
// per version. Local storage keys (platform.md §3): `version` — the version this visitor saw;
// `date-closed` — when they closed it; `submitted` — when they followed its button. A new version
// from the owner shows it again. Escape closes it (the native dialog), focus returns afterwards.
(() => {
  const dialog = document.getElementById('popup-overlay');
  if (!dialog || typeof dialog.showModal !== 'function') return;
  // Never over a password page.
  if (/\bpage-type-10[35]\b/.test(document.body.className)) return;
  const version = dialog.dataset.version || '1';
  const read = (key) => { try { return window.localStorage.getItem(key); } catch { return null; } };
  const write = (key, value) => { try { window.localStorage.setItem(key, value); } catch { /* private mode: shown again next time */ } };
  if (read('version') === version && (read('date-closed') || read('submitted'))) return;
  const remember = (key) => {
    if (read('version') !== version) { try { window.localStorage.removeItem('date-closed'); window.localStorage.removeItem('submitted'); } catch { /* ignore */ } }
    write('version', version);
    write(key, new Date().toISOString());
  };
  const action = dialog.querySelector('[data-popup-action]');
  if (action) action.addEventListener('click', () => remember('submitted'));
  dialog.addEventListener('close', () => { if (read('version') !== version || !read('submitted')) remember('date-closed'); });
  // A click on the backdrop (outside the box) closes it too.
  dialog.addEventListener('click', (event) => { if (event.target === dialog) dialog.close(); });
  const open = () => { dialog.showModal(); const first = dialog.querySelector('a, button'); if (first) first.focus(); };
  if (document.readyState === 'complete') setTimeout(open, 0);
  else window.addEventListener('load', () => setTimeout(open, 0), { once: true });
})();
