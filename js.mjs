import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', (r) => { if (r.request().resourceType() === 'script' && r.ok()) scripts.set(r.url(), r.body().catch(() => Buffer.alloc(0))); });
  await page.goto('http://localhost:3500' + p, { waitUntil: 'networkidle' });
  const rows = [];
  for (const [u, b] of scripts) { const body = await b; rows.push([u.split('/').pop(), gzipSync(body, { level: 9 }).length]); }
  console.log(p, rows.reduce((a, r) => a + r[1], 0), JSON.stringify(rows));
  await page.close();
}
await browser.close();
