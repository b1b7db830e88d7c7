import type { PageHeading } from '../../../components/PageHeader';

export const orgChartHeading: PageHeading = {
  title: 'Org chart',
  description: 'Who reports to whom, from each person’s manager in the HR system.',
};
