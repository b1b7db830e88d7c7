export { SegmentCreatePage as Component } from '../../features/segments/components/SegmentCreatePage';
