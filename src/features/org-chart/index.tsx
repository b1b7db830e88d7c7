import { EmptyState, PageHeader } from '../../components';

export function OrgChartPage() {
  return (
    <>
      <PageHeader title="Org chart" />
      <EmptyState title="Org chart is being built" />
    </>
  );
}

