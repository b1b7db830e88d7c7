import type { MessageDescriptor } from '../../../lib/i18n';

/**
 * Writes a message in the user's language: a component's `t`, or `translate` (the current
 * language, English in tests) where model code is called without one.
 */
export type Write = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;
