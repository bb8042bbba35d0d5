import { getDocumentProxy } from 'unpdf';

/** The text of every page, as a PDF reader extracts it (pdf.js, through unpdf's Node build). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.loadingTask.destroy();
  return pages.join('\n');
}
