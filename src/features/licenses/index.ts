export { licenseCostsHeading } from './components/headings';
export { LicenseCostsPage } from './components/LicenseCostsPage';
