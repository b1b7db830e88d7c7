export { OrgChartPage as Component } from '../../features/org-chart';
