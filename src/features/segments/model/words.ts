import type { MessageDescriptor, Translate } from '../../../lib/i18n';

/**
 * How model code writes a message: the component's `t`, or `translate` (the current language) in
 * tests and event handlers.
 */
export type Words = (descriptor: MessageDescriptor, values?: Parameters<Translate>[1]) => string;
