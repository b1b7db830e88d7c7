export { PolicyListPage as Component } from '../../features/policies';
