export { OrgChartPage } from './components/OrgChartPage';
