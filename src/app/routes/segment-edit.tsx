export { SegmentEditPage as Component } from '../../features/segments';
