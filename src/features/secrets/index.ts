export { secretsHeading } from './components/headings';
export { SecretsPage } from './components/SecretsPage';
