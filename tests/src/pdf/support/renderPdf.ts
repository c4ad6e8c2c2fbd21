import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';

type PdfMakeNode = typeof import('pdfmake');

// pdfmake's Node entry is `module.exports = new pdfmake()`: require it, so the singleton keeps its methods.
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as PdfMakeNode;
const robotoFiles = require('pdfmake/fonts/Roboto.js') as TFontDictionary;
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

let configured = false;

function configure(): void {
  if (configured) return;
  pdfmake.setFonts(robotoFiles);
  // Read only the shipped fonts from disk; fetch nothing from the network.
  pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontsDir + path.sep));
  pdfmake.setUrlAccessPolicy(() => false);
  configured = true;
}

/** Renders a document definition with pdfmake's Node API and the Roboto fonts shipped in pdfmake. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  configure();
  // A created document can be read once: getBuffer() is the only read.
  return pdfmake.createPdf(doc).getBuffer();
}
