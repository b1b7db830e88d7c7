import { EmptyState, PageHeader } from '../../components';

export function ScriptListPage() {
  return (
    <>
      <PageHeader title="Scripts" />
      <EmptyState title="Scripts is being built" />
    </>
  );
}

export function ScriptCreatePage() {
  return (
    <>
      <PageHeader title="Scripts" />
      <EmptyState title="Scripts is being built" />
    </>
  );
}

export function ScriptViewPage() {
  return (
    <>
      <PageHeader title="Scripts" />
      <EmptyState title="Scripts is being built" />
    </>
  );
}

