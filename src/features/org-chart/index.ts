export { orgChartHeading } from './components/headings';
export { OrgChartPage } from './components/OrgChartPage';
