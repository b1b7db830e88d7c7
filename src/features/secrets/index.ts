export { SecretsPage } from './components/SecretsPage';
