import { crawlEveryPage } from './crawl';

// Every page in every language, dark theme at 390 px once its scripts have run, overflow included: e2e/crawl.ts.
crawlEveryPage('dark');
