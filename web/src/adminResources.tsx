import { Menu, type ResourceProps } from 'react-admin';
import moderation from './moderation';
import organizations from './organizations';
import organizationTypes from './organizationTypes';
import pricePlans from './pricePlans';
import reports from './reports';

/** The administrators' resources; their names are the API paths, which simple-rest calls. */
export const adminResources: ResourceProps[] = [
  { name: 'admin/organizations', ...organizations },
  { name: 'admin/stages', ...moderation },
  { name: 'admin/reports', ...reports },
  { name: 'admin/organization-types', ...organizationTypes },
  { name: 'admin/price-plans', ...pricePlans },
];

export const AdminMenuItems = () => (
  <>
    {adminResources.map(({ name }) => (
      <Menu.ResourceItem key={name} name={name} />
    ))}
  </>
);
