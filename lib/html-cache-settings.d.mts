export declare const CACHEABLE_MARK: 'x-html-cacheable';
export declare function htmlCacheSeconds(raw: string | undefined): number | undefined;
