import { EmptyState, PageHeader } from '../../components';

export function ApiKeysPage() {
  return (
    <>
      <PageHeader title="API keys" />
      <EmptyState title="API keys is being built" />
    </>
  );
}

