import { crawlEveryPage } from './crawl';

// Every page in Spanish, Russian, German and Hungarian, both looks (e2e/crawl.ts); the other four: crawler.spec.ts.
crawlEveryPage(['es', 'ru', 'de', 'hu']);
