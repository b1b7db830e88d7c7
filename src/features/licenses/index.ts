import { EmptyState, PageHeader } from '../../components';

export function LicenseCostsPage() {
  return (
    <>
      <PageHeader title="License costs" />
      <EmptyState title="License costs is being built" />
    </>
  );
}

