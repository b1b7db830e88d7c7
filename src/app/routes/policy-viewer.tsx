export { PolicyViewerPage as Component } from '../../features/policies';
