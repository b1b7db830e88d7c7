export { ServiceCheckPage as Component } from '../../features/service-check';
