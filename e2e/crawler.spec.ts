import { crawlEveryPage } from './crawl';

// Every page in English, Czech, Slovak and Greek, both looks (e2e/crawl.ts); the other four: more-languages-crawler.
crawlEveryPage(['en', 'cs', 'sk', 'el']);
