import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { NavLink, useLocation } from 'react-router-dom';

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
}: {
  to: string;
  label: string;
  icon: ReactNode;
  collapsed: boolean;
  onNavigate: () => void;
}) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const target = to.split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
  const current = target === '/' ? pathname === '/' : pathname.startsWith(target);
  const name = translate(label, { smart_count: 2 });
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      end={target === '/'}
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
  );
};
