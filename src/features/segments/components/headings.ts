import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';

/** A page's heading and description as messages: the router and the boot frame show them too. */
interface PageHeadingMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

// In the shell's namespace: the boot frame and a refused page show them before the feature's
// catalogue is loaded.
const messages = defineMessages({
  listTitle: { id: 'shell.route.segmentsTitle', defaultMessage: 'Segments' },
  listDescription: {
    id: 'shell.route.segmentsDescription',
    defaultMessage: 'Groups of workers that policies apply to.',
  },
  newTitle: { id: 'shell.route.newSegmentTitle', defaultMessage: 'New segment' },
  newDescription: {
    id: 'shell.route.newSegmentDescription',
    defaultMessage: 'Choose who this segment selects: by rule, or by hand.',
  },
});

export const segmentListHeading: PageHeadingMessages = {
  title: messages.listTitle,
  description: messages.listDescription,
};

export const newSegmentHeading: PageHeadingMessages = {
  title: messages.newTitle,
  description: messages.newDescription,
};
