import type { PageHeading } from '../../../components/PageHeader';
import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';

const messages = defineMessages({
  listTitle: { id: 'scripts.heading.listTitle', defaultMessage: 'Scripts' },
  listDescription: {
    id: 'scripts.heading.listDescription',
    defaultMessage: 'JavaScript that policies run. Scripts are kept as written: create a new one to change it.',
  },
  newTitle: { id: 'scripts.heading.newTitle', defaultMessage: 'New script' },
  newDescription: {
    id: 'scripts.heading.newDescription',
    defaultMessage: 'A script cannot be edited once created; give it a name that says what it does.',
  },
});

// The router shows them too (the boot frame, a refused page): the shell loads this catalogue first.
export const scriptListHeading: PageHeading<MessageDescriptor> = {
  title: messages.listTitle,
  description: messages.listDescription,
};

export const newScriptHeading: PageHeading<MessageDescriptor> = {
  title: messages.newTitle,
  description: messages.newDescription,
};
