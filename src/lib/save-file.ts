/**
 * How long a saved file's object URL is kept: the browser may still be reading it after the click
 * (Firefox and Safari do not hold it as Chromium does), and a second of a slow machine is not enough.
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
