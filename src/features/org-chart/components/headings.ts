import { defineMessages } from '../../../lib/i18n';

/**
 * The org chart's fixed header: the route declares it, the page shows it. Its words are the
 * shell's: the boot frame and a refused page show them before (or without) the page's own messages.
 */
const messages = defineMessages({
  title: { id: 'shell.route.orgChartTitle', defaultMessage: 'Org chart', description: 'The org chart’s page title' },
  description: {
    id: 'shell.route.orgChartDescription',
    defaultMessage: 'Who reports to whom, from each person’s manager in the HR system.',
  },
});

export const orgChartHeading = { title: messages.title, description: messages.description };

/** The message namespaces the org chart's first render reads (`useT`), loaded with its code. */
export const orgChartNamespaces = ['org-chart', 'segmentRules'] as const;
