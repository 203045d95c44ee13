import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

/** Launches Debian's Chromium headless; never a downloaded browser. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium is not installed at /usr/bin/chromium (apt-get install -y chromium)');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}
