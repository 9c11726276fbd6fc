export const MAP: string;
export const START: string;
export const END: string;
export function domainFolders(): string[];
export function readmeOf(domain: string): string;
export function ownsSentence(readme: string): string;
export function domainList(): string;
export function withDomainList(doc: string, list: string): string;
