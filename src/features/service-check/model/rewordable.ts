import type { MessageDescriptor } from '../../../lib/i18n';

type Values = Record<string, string | number>;
type Write = (descriptor: MessageDescriptor, values?: Values) => string;

/** A message asked for, as it stands in a text until it is written (private-use characters around its index). */
const SAID = /\uE000(\d+)\uE001/g;

/**
 * Words that can be written again in another language. The service check builds its rows' texts
 * from messages (and joins them, and puts one inside another): `say` records each message asked for
 * and stands a token in for it, and `write` turns any text holding tokens into words, in the
 * language of the moment. A language switch then rewords the rows already shown.
 */
export function rewordable() {
  const said: [MessageDescriptor, Values | undefined][] = [];
  const say = (descriptor: MessageDescriptor, values?: Values): string => {
    said.push([descriptor, values]);
    return `\uE000${said.length - 1}\uE001`;
  };
  const write = (text: string, t: Write): string =>
    text.replace(SAID, (token, index: string) => {
      const entry = said[Number(index)];
      if (!entry) return token;
      const [descriptor, values] = entry;
      const written = values
        ? Object.fromEntries(
            Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? write(value, t) : value]),
          )
        : undefined;
      return t(descriptor, written);
    });
  return { say, write };
}
