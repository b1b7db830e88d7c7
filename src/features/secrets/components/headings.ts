import type { PageHeading } from '../../../components/PageHeader';
import { REVEAL_SECONDS } from '../model/reveal-timer';

export const secretsHeading: PageHeading = {
  title: 'Secrets',
  description: `Credentials the workspace's policies use. Values stay hidden; revealing one is recorded and shows it for ${REVEAL_SECONDS} seconds.`,
};
