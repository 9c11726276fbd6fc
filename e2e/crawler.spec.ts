import { crawlEveryPage } from './crawl';

// Every page in every language, light theme at 1280 px as the server sends it: e2e/crawl.ts.
crawlEveryPage('light');
