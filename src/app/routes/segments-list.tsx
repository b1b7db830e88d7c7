export { SegmentListPage as Component } from '../../features/segments/components/SegmentListPage';
