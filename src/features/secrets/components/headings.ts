import type { PageHeading } from '../../../components/PageHeader';
import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';

const messages = defineMessages({
  title: { id: 'secrets.heading.title', defaultMessage: 'Secrets' },
  description: {
    id: 'secrets.heading.description',
    defaultMessage:
      "Credentials the workspace's policies use. Values stay hidden; revealing one is recorded and shows it for 30 seconds.",
    description: 'Under the page title. 30 seconds: how long a revealed value stays on screen (REVEAL_SECONDS).',
  },
});

export const secretsHeading: PageHeading<MessageDescriptor> = {
  title: messages.title,
  description: messages.description,
};
