import { GALLERY_SETTINGS, normalizeGallerySettings } from '@plinth/platform';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setSetting, type DraftSettings } from './gallery-draft.ts';
import { SettingsPanel } from './settings-panel.tsx';

const defaults = normalizeGallerySettings({}) as unknown as DraftSettings;
const draw = (settings: DraftSettings) => renderToString(<SettingsPanel settings={settings} disabled={false} onChange={() => {}} />);

describe('the gallery settings panel', () => {
  it('offers every setting with its bounds, the strip and the duration only when they apply', () => {
    const all = draw(setSetting(setSetting(defaults, 'autoplay', true), 'thumbnails', true));
    for (const label of [
      'Design', 'Aspect ratio', 'Crop images to the aspect ratio', 'Padding (0–50 px)', 'Images per row (grid) (1–10)', 'Slide width (slider) (100–300 px)',
      'alignment (slider)', 'Transparent background', 'Always show the arrows', 'Autoplay', 'Seconds per image (1–10 s)', 'Thumbnail strip', 'Strip height (0–200 px)',
      'Strip margin (0–60 px)', 'Square thumbnails', 'Show titles and captions', 'Show basic meta', 'Titles only, without captions', 'Only on hover and focus', 'Position',
      'Open images in a lightbox', 'Lightbox theme', 'Open image links in a new window',
    ]) expect(all).toContain(label);
    // Every choice of every choice setting is offered.
    for (const spec of Object.values(GALLERY_SETTINGS)) if (spec.kind === 'choice') for (const value of spec.values) expect(all).toContain(`value="${value}"`);

    const plain = draw(defaults);
    expect(plain).not.toContain('Seconds per image');
    expect(plain).not.toContain('Strip height');
  });
});
