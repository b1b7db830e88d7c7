import { Fragment, type ReactNode } from 'react';
import type { PrimitiveType } from 'intl-messageformat';
import { namespaceOf, type MessageDescriptor } from './messages';
import { useT } from './react';
import { formatMessage } from './runtime';

type RichValue = PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode);

/**
 * A message with markup: `<T message={messages.hint} values={{ kbd: (chunks) => <kbd>{chunks}</kbd> }} />`
 * for "Press <kbd>Enter</kbd> to open".
 */
export function T({ message, values }: { message: MessageDescriptor; values?: Record<string, RichValue> }) {
  const { locale } = useT(namespaceOf(message.id));
  const formatted = formatMessage(locale, message, values);
  if (typeof formatted === 'string') return formatted;
  return formatted.map((part, index) => <Fragment key={index}>{part as ReactNode}</Fragment>);
}
