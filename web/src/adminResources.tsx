import type { AdminResource } from '@stages/contracts';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { Guarded } from './guards/Guarded';
import adminBills from './adminBills';
import adminChildren from './adminChildren';
import adminDecisions from './adminDecisions';
import adminParents from './adminParents';
import adminStages from './adminStages';
import adminSubscriptions from './adminSubscriptions';
import organizations from './organizations';
import organizationTypes from './organizationTypes';
import pricePlans from './pricePlans';
import reports from './reports';

const VIEWS = ['list', 'show', 'edit', 'create'] as const;

/**
 * Every view of an administrators' resource shows to administrators only; anyone else is told
 * why and sent to /access-denied, as on the other guarded pages.
 */
function forAdministrators(resource: ResourceProps): ResourceProps {
  const guarded: ResourceProps = { ...resource };
  for (const view of VIEWS) {
    const View = resource[view] as ComponentType | undefined;
    if (!View) continue;
    const GuardedView = () => (
      <Guarded rule={{ role: 'administrator' }}>
        <View />
      </Guarded>
    );
    guarded[view] = GuardedView;
  }
  return guarded;
}

/** The administrators' resources; their names are the API paths, which simple-rest calls. */
export const adminResources: ResourceProps[] = (
  [
    ['organizations', organizations],
    ['stages', adminStages],
    ['reports', reports],
    ['parents', adminParents],
    ['children', adminChildren],
    ['decisions', adminDecisions],
    ['bills', adminBills],
    ['subscriptions', adminSubscriptions],
    ['organization-types', organizationTypes],
    ['price-plans', pricePlans],
  ] satisfies [AdminResource, Omit<ResourceProps, 'name'>][]
)
  .map(([name, views]) => ({ name: `admin/${name}`, ...views }))
  .map(forAdministrators);

/** The side menu's administration group: one entry per resource, under its translated name. */
export const adminMenuEntries = adminResources.map(({ name, icon }) => ({
  to: `/${name}`,
  label: `resources.${name}.name`,
  icon: icon ? createElement(icon) : null,
}));
