export { orgChartHeading, orgChartNamespaces } from './components/headings';
export { OrgChartPage } from './components/OrgChartPage';
