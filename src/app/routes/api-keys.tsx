export { ApiKeysPage as Component } from '../../features/api-keys';
