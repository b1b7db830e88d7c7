// The segments feature as the app sees it: its pages (each its own chunk, loaded by its route
// module), their headings, and what the list's route asks for early.
export { newSegmentHeading, segmentListHeading } from './components/headings';
export { SegmentListPage } from './components/SegmentListPage';
export { SegmentCreatePage } from './components/SegmentCreatePage';
export { SegmentEditPage } from './components/SegmentEditPage';
export { prefetchSegmentList } from './api/list-segments';
