// Like instrumentation.js: without a proxy file of its own, Next 16 builds the surrounding project's proxy.ts into
// this app. This one matches no path, so no request of the bare page goes through a proxy.
export function proxy() {}

export const config = { matcher: '/__bare_page_has_no_proxy__' };
