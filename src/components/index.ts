export { Dialog } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export { FormField } from './FormField';
export { LoadingState, EmptyState, ErrorState, PermissionDenied, describeError } from './states';
export { PageHeader } from './PageHeader';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
