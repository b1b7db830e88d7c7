export { ScriptListPage as Component } from '../../features/scripts';
