import type { PageHeading } from '../../../components/PageHeader';

/** The Activity page's fixed header: the route declares it, the page shows it. */
export const activityHeading: PageHeading = {
  title: 'Activity',
  description: 'Who did what in this workspace: every save, every secret revealed, every sign-in, newest first.',
};
