import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const a = lhr.audits;
const m = (k) => Math.round(a[k].numericValue) + ' (' + a[k].score + ')';
console.log(url, 'perf', Math.round(lhr.categories.performance.score*100), 'FCP', m('first-contentful-paint'), 'LCP', m('largest-contentful-paint'), 'TBT', m('total-blocking-time'), 'SI', m('speed-index'), 'CLS', a['cumulative-layout-shift'].numericValue);
if (process.argv[3]) {
  console.log('render-blocking', JSON.stringify(a['render-blocking-resources'].details?.items?.map(i=>[i.url.slice(-50), i.wastedMs])));
  console.log('bootup', JSON.stringify(a['bootup-time'].details?.items?.slice(0,6).map(i=>[i.url.slice(-50), Math.round(i.total), Math.round(i.scripting)])));
  console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details?.items?.map(i=>[i.group, Math.round(i.duration)])));
  console.log('lcp-el', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details?.items?.[0]?.node?.snippet));
  console.log('lcp-phases', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items));
  console.log('network', JSON.stringify(a['network-requests'].details.items.map(i=>[i.url.slice(-45), i.resourceType, Math.round(i.transferSize/1024*10)/10, Math.round(i.networkRequestTime), Math.round(i.networkEndTime)])));
  console.log('ttfb', a['server-response-time'].numericValue);
}
if (process.argv[3]) {
  const o = a['metrics'].details.items[0];
  console.log('observed', JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => /observed(FirstContentfulPaint|LargestContentfulPaint|DomContentLoaded|Load|Interactive)$|^interactive|^maxPotentialFID|observedTraceEnd/.test(k)).map(([k,v])=>[k,Math.round(v)]))));
  console.log('long tasks', JSON.stringify(a['long-tasks']?.details?.items?.map(i=>[i.url?.slice(-40), Math.round(i.startTime), Math.round(i.duration)])));
}
