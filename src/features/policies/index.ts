export { policyListHeading } from './components/headings';
export { PolicyListPage } from './components/PolicyListPage';
export { PolicyViewerPage } from './components/PolicyViewerPage';
