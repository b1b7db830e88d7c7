export { SecretsPage as Component } from '../../features/secrets';
