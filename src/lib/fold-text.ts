/** Lower case without accents, so that "jose" finds "José". */
export function foldText(text: string): string {
  // Most names are plain ASCII: lower-casing is all they need.
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
