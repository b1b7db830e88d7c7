import { EmptyState, PageHeader } from '../../components';

export function PolicyListPage() {
  return (
    <>
      <PageHeader title="Policies" />
      <EmptyState title="Policies is being built" />
    </>
  );
}

export function PolicyViewerPage() {
  return (
    <>
      <PageHeader title="Policies" />
      <EmptyState title="Policies is being built" />
    </>
  );
}

