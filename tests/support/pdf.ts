import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The text of each page of a PDF, as pdf.js reads it. */
export function pdfPages(bytes: Uint8Array): string[] {
  const script = path.join(__dirname, 'pdf-text.mjs');
  return JSON.parse(execFileSync(process.execPath, [script], { input: bytes, encoding: 'utf8' })) as string[];
}
