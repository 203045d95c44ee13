import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors: string[] = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
for (const [name, path] of process.argv.slice(2).map((a) => a.split('='))) {
  await page.goto('http://127.0.0.1:3999' + path);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
}
console.log(errors);
await browser.close();
