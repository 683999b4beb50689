import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import BusinessIcon from '@mui/icons-material/Business';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import DescriptionIcon from '@mui/icons-material/Description';
import EuroIcon from '@mui/icons-material/Euro';
import EventIcon from '@mui/icons-material/Event';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HomeIcon from '@mui/icons-material/Home';
import LoginIcon from '@mui/icons-material/Login';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonIcon from '@mui/icons-material/Person';
import { Divider, List, ListSubheader } from '@mui/material';
import { ROLES } from '@stages/contracts';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { useLazyMessages } from '../i18n/useLazyMessages';
import { adminMenuEntries } from '../adminResources';
import { useCurrentUser } from '../providers/useCurrentUser';
import { MenuLink } from './MenuLink';
import { profileLinkFor } from './profileLink';

type Entry = { to: string; label: string; icon: ReactNode; exact?: boolean };

/** The organization's settings, one line per tab, in the order of the tabs. */
const organizationEntries: Entry[] = [
  {
    to: '/organization/settings/?tab=profile',
    label: 'app.menu.organization_profile',
    icon: <BusinessIcon />,
  },
  {
    to: '/organization/settings/?tab=documents',
    label: 'app.menu.organization_documents',
    icon: <DescriptionIcon />,
  },
  {
    to: '/organization/settings/?tab=stages',
    label: 'app.menu.my_stages',
    icon: <EventNoteIcon />,
  },
  {
    to: '/organization/settings/?tab=children',
    label: 'app.menu.organization_children',
    icon: <ChildCareIcon />,
  },
  {
    to: '/organization/settings/?tab=legal',
    label: 'app.menu.organization_legal',
    icon: <GavelIcon />,
  },
  {
    to: '/organization/settings/payments/',
    label: 'app.menu.organization_payments',
    icon: <EuroIcon />,
  },
  { to: '/stage/manage/', label: 'app.menu.new_stage', icon: <AddIcon />, exact: true },
];

/** A parent's pages, one line each: the profile, bills and documents, then the family. */
const parentEntries: Entry[] = [
  {
    to: '/parent/settings/?tab=profile',
    label: 'app.menu.parent_profile',
    icon: <ManageAccountsIcon />,
  },
  { to: '/parent/bills/', label: 'app.menu.parent_bills', icon: <ReceiptLongIcon /> },
  { to: '/parent/documents/', label: 'app.menu.parent_documents', icon: <DescriptionIcon /> },
  {
    to: '/parent/settings/?tab=children',
    label: 'app.menu.parent_children',
    icon: <ChildCareIcon />,
  },
  {
    to: '/parent/settings/?tab=account-sharing',
    label: 'app.menu.parent_account_sharing',
    icon: <GroupAddIcon />,
  },
  {
    to: '/parent/settings/?tab=fiscalDocuments',
    label: 'app.menu.parent_fiscal_documents',
    icon: <AccountBalanceIcon />,
  },
];

/** The role's own group: the parent's pages, the organization's tools or the administration. */
function roleGroup(role: number | null | undefined): { title: string; entries: Entry[] } | null {
  if (role === ROLES.organization)
    return { title: 'app.menu.organization_group', entries: organizationEntries };
  if (role === ROLES.parent) return { title: 'app.menu.parent_group', entries: parentEntries };
  if (role === ROLES.administrator)
    return { title: 'app.menu.admin_group', entries: adminMenuEntries };
  return null;
}

/**
 * Home (with the signed-in user's profile, or the way to sign in), the catalogue, then the
 * tools of the user's role.
 */
export const Menu = ({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const link = (entry: Entry) => (
    <MenuLink key={entry.to} {...entry} collapsed={collapsed} onNavigate={onNavigate} />
  );
  const home: Entry[] = [{ to: '/', label: 'app.menu.home', icon: <HomeIcon /> }];
  if (user === null)
    home.push({ to: '/auth/login', label: 'app.account.sign_in', icon: <LoginIcon /> });
  if (user?.role) {
    home.push({
      to: profileLinkFor(user.role),
      label: 'app.menu.profile',
      icon: user.role === ROLES.administrator ? <AdminPanelSettingsIcon /> : <PersonIcon />,
      // The settings' home only: the pages under it (a stage's enrollments, each of the
      // administration's grids) have entries of their own.
      exact: true,
    });
  }
  // The administration's entries are named by the back office's texts.
  const adminNames = useLazyMessages(loadBackOfficeMessages, user?.role === ROLES.administrator);
  const group = user?.role === ROLES.administrator && !adminNames ? null : roleGroup(user?.role);
  const subheader = (title: string) =>
    collapsed ? (
      <Divider component="li" sx={{ my: 1 }} />
    ) : (
      <ListSubheader disableSticky>{translate(title)}</ListSubheader>
    );
  return (
    <nav aria-label={translate('app.menu.label')}>
      <List dense={false} disablePadding>
        {home.map(link)}
        {subheader('app.menu.browse_group')}
        {link({ to: '/stages', label: 'app.menu.stages', icon: <EventIcon /> })}
        {link({
          to: '/organizations',
          label: 'app.menu.organizations',
          icon: <CorporateFareIcon />,
        })}
        {group && (
          <>
            {subheader(group.title)}
            {group.entries.map(link)}
          </>
        )}
      </List>
    </nav>
  );
};
