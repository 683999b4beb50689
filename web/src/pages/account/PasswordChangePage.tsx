import { Alert, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { PasswordChangeRequest } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { api } from '../../providers/apiClient';
import { validateWith } from '../../providers/validateWith';
import { AccountForm } from './AccountForm';
import { NewPasswordInputs } from './AccountInputs';
import { useSubmitted } from './pageMemory';

const validate = validateWith(PasswordChangeRequest);

/** /account/password: a signed-in user chooses a new password; their session stays. */
export const PasswordChangePage = () => {
  const translate = useTranslate();
  const [changed, change] = useSubmitted('changed', (values) =>
    api('/auth/password/change/', { body: values }),
  );
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <PageTitle title="app.account.change_password" headingOnPage />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.account.change_password')}
          </Typography>
          {changed && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {translate('app.account.password_changed')}
            </Alert>
          )}
          <AccountForm
            onSubmit={change}
            validate={validate}
            defaultValues={{ new_password1: '', new_password2: '' }}
          >
            <NewPasswordInputs sources={['new_password1', 'new_password2']} />
            <Button type="submit" variant="contained" size="large" fullWidth>
              {translate('app.account.save')}
            </Button>
          </AccountForm>
        </CardContent>
      </Card>
    </Container>
  );
};
