/** The organization's children tab: its list, and each child's sheet in a dialog over it. */
export { OrganizationChildList } from './OrganizationChildList';
export { OrganizationChildShow } from './OrganizationChildShow';
