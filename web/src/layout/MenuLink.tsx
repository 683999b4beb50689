import { ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

const trimmed = (path: string) => path.replace(/\/$/, '') || '/';

/**
 * Whether an entry names the page shown: its path (or one under it, unless `exact`), and the
 * query parameters it sets, such as a settings tab.
 */
function isCurrent(to: string, location: { pathname: string; search: string }, exact: boolean) {
  const target = new URL(to, 'http://x');
  const path = trimmed(target.pathname);
  const here = trimmed(location.pathname);
  const onPath = here === path || (!exact && path !== '/' && here.startsWith(`${path}/`));
  const query = new URLSearchParams(location.search);
  return onPath && [...target.searchParams].every(([key, value]) => query.get(key) === value);
}

/**
 * One entry of the side menu. Collapsed, only the icon shows; the name stays as its accessible
 * name and as the browser's own tooltip.
 */
export const MenuLink = ({
  to,
  label,
  icon,
  collapsed,
  onNavigate,
  exact = false,
}: {
  to: string;
  /** Only this very page, not the pages under it. */
  exact?: boolean;
  label: string;
  icon: ReactNode;
  collapsed: boolean;
  onNavigate: () => void;
}) => {
  const translate = useTranslate();
  const location = useLocation();
  const current = isCurrent(to, location, exact);
  // A resource's name has a singular and a plural form; the menu names the whole collection.
  const name = translate(label, { smart_count: 2 });
  // The menu is a list: each entry is a list item holding its link.
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        title={collapsed ? name : undefined}
        aria-label={collapsed ? name : undefined}
        onClick={onNavigate}
        sx={{ minHeight: 44 }}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>{icon}</ListItemIcon>
        {!collapsed && <ListItemText primary={name} />}
      </ListItemButton>
    </ListItem>
  );
};
