import { defineMessages } from '../../../lib/i18n';

/**
 * The Activity page's fixed header: the route declares it, the page shows it. Its words are the
 * shell's: the boot frame and a refused page show them before (or without) the page's own messages.
 */
const messages = defineMessages({
  title: { id: 'shell.route.activityTitle', defaultMessage: 'Activity', description: 'The activity log’s page title' },
  description: {
    id: 'shell.route.activityDescription',
    defaultMessage: 'Who did what in this workspace: every save, every secret revealed, every sign-in, newest first.',
  },
});

export const activityHeading = { title: messages.title, description: messages.description };
