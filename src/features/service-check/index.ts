export { ServiceCheckPage } from './components/ServiceCheckPage';
