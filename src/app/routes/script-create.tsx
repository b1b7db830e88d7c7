export { ScriptCreatePage as Component } from '../../features/scripts';
