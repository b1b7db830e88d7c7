import type { PageHeading } from '../../../components/PageHeader';
import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';

const messages = defineMessages({
  title: { id: 'licenses.heading.title', defaultMessage: 'License costs' },
  description: {
    id: 'licenses.heading.description',
    defaultMessage: 'What licenses cost per year, day by day, and how much of it pays for licenses nobody uses.',
    description: 'Under the page title',
  },
});

export const licenseCostsHeading: PageHeading<MessageDescriptor> = {
  title: messages.title,
  description: messages.description,
};
