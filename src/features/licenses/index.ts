export { LicenseCostsPage } from './components/LicenseCostsPage';
