// Prints the text of each page of the PDF read from stdin, as a JSON array: tests read a statement the way a reader
// would. A script of its own because pdfjs-dist is an ES module, which jest's CommonJS runtime does not load.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => item.str ?? '').join(' '));
}
process.stdout.write(JSON.stringify(pages));
