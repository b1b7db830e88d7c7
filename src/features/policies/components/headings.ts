import type { PageHeading } from '../../../components/PageHeader';

export const policyListHeading: PageHeading = {
  title: 'Policies',
  description: 'The rules the sync applies. Every change is kept as a numbered revision.',
};
