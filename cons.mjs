import { chromium } from '@playwright/test';
const base = 'http://localhost:3500';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
let cur='';
page.on('console', (m) => { if (m.type()==='error') console.log(cur, 'console', m.text().slice(0, 400)); });
page.on('pageerror', (e) => console.log(cur, 'pageerror', e.message.slice(0, 300)));
for (const p of paths) { cur=p; await page.goto(base + p); await page.waitForTimeout(500); }
await browser.close();
