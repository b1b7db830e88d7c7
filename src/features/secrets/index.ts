import { EmptyState, PageHeader } from '../../components';

export function SecretsPage() {
  return (
    <>
      <PageHeader title="Secrets" />
      <EmptyState title="Secrets is being built" />
    </>
  );
}

