/**
 * Disqus in place of the site's own comments (website setting `disqusShortname`): Disqus's
 * documented embed (a `#disqus_thread` container, `disqus_config` with the page's URL and
 * identifier, then `https://{shortname}.disqus.com/embed.js`), loaded only when the visitor asks:
 * no third-party script runs before the click.
 */
import { useState } from 'react';

export interface DisqusSettings {
  shortname: string;
  url: string;
  identifier: string;
}

type DisqusWindow = Window & { disqus_config?: (this: { page: { url?: string; identifier?: string } }) => void };

/** Defines `disqus_config` and adds Disqus's embed script (once). */
export function loadDisqus({ shortname, url, identifier }: DisqusSettings, doc: Document = document): void {
  const win = doc.defaultView as DisqusWindow | null;
  if (win) {
    win.disqus_config = function () {
      this.page.url = url;
      this.page.identifier = identifier;
    };
  }
  if (doc.querySelector('script[data-plinth-disqus]')) return;
  const script = doc.createElement('script');
  script.src = `https://${shortname}.disqus.com/embed.js`;
  script.setAttribute('data-timestamp', String(Date.now()));
  script.setAttribute('data-plinth-disqus', '');
  (doc.head || doc.body).appendChild(script);
}

/** The Disqus container and its "Show comments" button. */
export function DisqusEmbed({ disqus }: { disqus: DisqusSettings }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="comments-disqus">
      {!loaded && (
        <button
          type="button"
          className="comments-disqus__load"
          onClick={() => {
            loadDisqus(disqus);
            setLoaded(true);
          }}
        >
          Show comments
        </button>
      )}
      {!loaded && <p className="comments-disqus__note">Comments are provided by Disqus, loaded when you ask for them.</p>}
      <div id="disqus_thread" />
    </div>
  );
}
