export { ActivityPage as Component } from '../../features/activity';
