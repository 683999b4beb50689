import { Alert } from '@mui/material';
import { summaryCode } from '@stages/contracts';
import { useEffect, useState } from 'react';
import { Form, useTranslate, type FormProps } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useLocation } from 'react-router-dom';

/** react-admin wraps a validator's message as `{ message }`; the API's come as plain keys. */
function errorKey(message: unknown): string {
  const text =
    typeof message === 'object' && message !== null && 'message' in message
      ? message.message
      : message;
  return typeof text === 'string' ? text.replace(/^errors\./, '') : '';
}

/**
 * After a submit the form refused, one line saying what is wrong ("Please fill in all
 * fields"...), summed up the way the API does it.
 */
const FormSummary = () => {
  const translate = useTranslate();
  const { errors, isSubmitted } = useFormState();
  const keys = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, errorKey(error?.message)]),
  );
  if (!isSubmitted || Object.keys(keys).length === 0) return null;
  const code = summaryCode(keys);
  if (code === 'request.invalid') return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} role="alert">
      {translate(`errors.${code}`)}
    </Alert>
  );
};

/**
 * What was typed in the form of the page on screen, in memory only. react-admin draws the whole
 * app anew when the language changes; the draft brings the typing back.
 */
const drafts = new Map<string, FieldValues>();

const KeepDraft = ({ page }: { page: string }) => {
  const { watch } = useFormContext();
  useEffect(() => {
    const subscription = watch((values) => drafts.set(page, { ...values }));
    return () => {
      subscription.unsubscribe();
      // Leaving the page drops the draft: a password typed there is not kept for the next visit.
      if (window.location.pathname !== page) drafts.delete(page);
    };
  }, [page, watch]);
  return null;
};

/**
 * The account forms: checked by our own rules in the user's language (not the browser's),
 * summed up above the fields, and kept when the language changes. `onSubmit` returns field
 * errors when the API refuses.
 */
export const AccountForm = ({ children, defaultValues, onSubmit, ...props }: FormProps) => {
  const { pathname } = useLocation();
  // Read once: react-admin resets a form whose default values change.
  const [initialValues] = useState<FieldValues | undefined>(
    () => drafts.get(pathname) ?? (defaultValues as FieldValues | undefined),
  );
  const submit = async (values: FieldValues) => {
    const errors: unknown = await onSubmit?.(values);
    if (!errors) drafts.delete(pathname);
    return errors;
  };
  return (
    <Form
      noValidate
      disableInvalidFormNotification
      defaultValues={initialValues}
      onSubmit={submit}
      {...props}
    >
      <FormSummary />
      <KeepDraft page={pathname} />
      {children}
    </Form>
  );
};
