import type { PageHeading } from '../../../components/PageHeader';
import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';

const messages = defineMessages({
  title: { id: 'policies.heading.title', defaultMessage: 'Policies' },
  description: {
    id: 'policies.heading.description',
    defaultMessage: 'The rules the sync applies. Every change is kept as a numbered revision.',
  },
});

export const policyListHeading: PageHeading<MessageDescriptor> = {
  title: messages.title,
  description: messages.description,
};
