export { LicenseCostsPage as Component } from '../../features/licenses';
