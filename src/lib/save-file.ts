/**
 * How long a saved file's object URL is kept. Chromium holds the file from the click on; a browser
 * that reads it later needs the URL alive until then, and on a slow machine a second may not do.
 */
export const SAVED_FILE_URL_LIFETIME_MS = 40_000;

/** Has the browser download `blob` as `fileName`, as a link with a `download` name would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), SAVED_FILE_URL_LIFETIME_MS);
}

/** A CSV text (or its parts) saved as a UTF-8 file. */
export function saveCsv(text: string | readonly string[], fileName: string): void {
  saveFile(new Blob(typeof text === 'string' ? [text] : [...text], { type: 'text/csv;charset=utf-8' }), fileName);
}
