import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import {
  Alert,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import type { OrganizationVerificationReview } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useApiResource } from '../pages/catalogue/useApiResource';

const icons = {
  on_file: <CheckCircleIcon color="success" />,
  missing: <HighlightOffIcon color="error" />,
  not_applicable: <RemoveCircleIcon color="disabled" />,
} as const;

/**
 * In the verify dialog: each document and detail on file or missing, and a warning when
 * another organization gave the same enterprise number, so that nobody verifies blind.
 */
export const VerificationReview = ({ organizationId }: { organizationId: string }) => {
  const translate = useTranslate();
  const review = useApiResource<OrganizationVerificationReview>(
    `/admin/organizations/${organizationId}/verification-review/`,
  );
  if (review.state === 'loading') return <CircularProgress size={24} sx={{ my: 1 }} />;
  if (review.state !== 'ready') {
    return <Alert severity="error">{translate('admin.verify.review_failed')}</Alert>;
  }
  const { checklist, same_enterprise_number: others } = review.value;
  const missing = checklist.filter(({ status }) => status === 'missing').length;
  return (
    <>
      <List dense aria-label={translate('admin.verify.checklist')}>
        {checklist.map(({ item, status }) => (
          <ListItem key={item} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>{icons[status]}</ListItemIcon>
            <ListItemText
              primary={translate(`admin.verify.items.${item}`)}
              secondary={translate(`admin.verify.statuses.${status}`)}
            />
          </ListItem>
        ))}
      </List>
      {missing > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('admin.verify.missing', { smart_count: missing })}
        </Alert>
      )}
      {others.length > 0 && (
        <Alert severity="warning" role="alert">
          {translate('admin.verify.same_enterprise_number', { smart_count: others.length })}{' '}
          {others.map((other, index) => (
            <span key={other.id}>
              {index > 0 && ', '}
              <Link component={RouterLink} to={`/admin/organizations/${other.id}/show`}>
                {other.name}
              </Link>{' '}
              (
              {translate(
                other.verified ? 'admin.verify.other_verified' : 'admin.verify.other_unverified',
              )}
              )
            </span>
          ))}
        </Alert>
      )}
    </>
  );
};
