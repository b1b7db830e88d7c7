export { Dialog, type DialogProps } from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { FormField, type FormFieldProps } from './FormField';
export { LoadingState, EmptyState, ErrorState, PermissionDenied, describeError } from './states';
export { PageHeader } from './PageHeader';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
