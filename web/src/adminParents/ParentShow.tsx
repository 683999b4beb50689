import { Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { AdminParentDetail } from '@stages/contracts';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  EditButton,
  EmailField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BelgianDateField } from '../layout/BelgianDateField';
import { ShowSection } from '../layout/ShowSection';
import { useFormats } from '../providers/useFormats';
import { languageChoices } from '../i18n/languageChoices';

/** The parent's children, each a link to the child's page (where the health sheet is). */
const ChildLinks = () => {
  const parent = useRecordContext<AdminParentDetail>();
  const translate = useTranslate();
  const format = useFormats();
  const createPath = useCreatePath();
  // The grid's row stands in for the record until it arrives, without the children.
  if (!parent?.child_list) return null;
  if (parent.child_list.length === 0) {
    return <Typography variant="body2">{translate('admin.parents.no_children')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {parent.child_list.map((child) => (
        <ListItem key={child.id} disableGutters>
          <ListItemText
            primary={
              <MuiLink
                component={Link}
                to={createPath({ resource: 'admin/children', id: child.id, type: 'show' })}
              >
                {`${child.first_name} ${child.last_name}`}
              </MuiLink>
            }
            secondary={`${format.date(child.birth_date)} · ${translate('admin.children.age', {
              smart_count: child.age,
            })}`}
          />
        </ListItem>
      ))}
    </List>
  );
};

/** A parent's account, contact details and children; never the children's health data. */
export const ParentShow = () => (
  <Show<AdminParentDetail>
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <ShowSection title="admin.parents.sections.identity">
      <TextField source="first_name" />
      <TextField source="last_name" />
      <EmailField source="email" sx={{ overflowWrap: 'anywhere' }} />
      <BooleanField source="email_confirmed" />
      <TextField source="phone" />
      <SelectField source="language" choices={languageChoices} translateChoice={false} />
      <BelgianDateField source="created_at" showTime />
    </ShowSection>
    <ShowSection title="admin.parents.sections.address">
      <TextField source="address.street" />
      <TextField source="address.number" />
      <TextField source="address.postal_code" />
      <TextField source="address.city" />
      <TextField source="address.country" />
    </ShowSection>
    <ShowSection title="admin.parents.sections.children">
      <ChildLinks />
    </ShowSection>
  </Show>
);
