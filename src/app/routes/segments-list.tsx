export { SegmentListPage as Component } from '../../features/segments';
