import { EmptyState, PageHeader } from '../../components';

export function SegmentListPage() {
  return (
    <>
      <PageHeader title="Segments" />
      <EmptyState title="Segments is being built" />
    </>
  );
}

export function SegmentCreatePage() {
  return (
    <>
      <PageHeader title="Segments" />
      <EmptyState title="Segments is being built" />
    </>
  );
}

export function SegmentEditPage() {
  return (
    <>
      <PageHeader title="Segments" />
      <EmptyState title="Segments is being built" />
    </>
  );
}

