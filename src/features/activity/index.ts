export { activityHeading } from './components/headings';
export { ActivityPage } from './components/ActivityPage';
