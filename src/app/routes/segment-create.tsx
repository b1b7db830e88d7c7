export { SegmentCreatePage as Component } from '../../features/segments';
