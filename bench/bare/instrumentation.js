// Next 16's Turbopack build of a folder inside another project otherwise picks up that project's instrumentation.ts
// (which prepares the app's database): this empty hook keeps the bare page bare.
export function register() {}
