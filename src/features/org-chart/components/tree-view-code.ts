/** The tree list's code (with its virtualizer): loaded when the list is first wanted, not with the chart. */
export const loadOrgTreeView = () => import('./OrgTreeView');
