import type { PageHeading } from '../../../components/PageHeader';

export const licenseCostsHeading: PageHeading = {
  title: 'License costs',
  description: 'What licenses cost per year, day by day, and how much of it pays for licenses nobody uses.',
};
