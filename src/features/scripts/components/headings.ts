import type { PageHeading } from '../../../components/PageHeader';

export const scriptListHeading: PageHeading = {
  title: 'Scripts',
  description: 'JavaScript that policies run. Scripts are kept as written: create a new one to change it.',
};

export const newScriptHeading: PageHeading = {
  title: 'New script',
  description: 'A script cannot be edited once created; give it a name that says what it does.',
};
