import type { PageHeading } from '../../../components/PageHeader';

export const segmentListHeading: PageHeading = {
  title: 'Segments',
  description: 'Groups of workers that policies apply to.',
};

export const newSegmentHeading: PageHeading = {
  title: 'New segment',
  description: 'Choose who this segment selects: by rule, or by hand.',
};
