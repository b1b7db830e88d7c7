export { ScriptViewPage as Component } from '../../features/scripts';
