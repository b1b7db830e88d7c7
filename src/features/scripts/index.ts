export { newScriptHeading, scriptListHeading } from './components/headings';
export { ScriptListPage } from './components/ScriptListPage';
export { ScriptCreatePage } from './components/ScriptCreatePage';
export { ScriptViewPage } from './components/ScriptViewPage';
