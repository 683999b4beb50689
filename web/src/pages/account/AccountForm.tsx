import { Alert } from '@mui/material';
import { summaryCode } from '@stages/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate, type FormProps } from 'react-admin';
import { Form } from '../../layout/forms';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { ApiFailure } from '../../providers/apiClient';
import { describeFailure } from '../../providers/validation';
import { usePageDraft, usePageMemory } from './pageMemory';

/** react-admin wraps a validator's message as `{ message }`; the API's come as plain keys. */
function errorKey(message: unknown): string {
  const text =
    typeof message === 'object' && message !== null && 'message' in message
      ? message.message
      : message;
  return typeof text === 'string' ? text.replace(/^errors\./, '') : '';
}

/**
 * One line saying what is wrong: the fields' errors summed up the way the API does it ("Please
 * fill in all fields"...), or else why the API refused.
 */
const FormAlert = ({ refusal }: { refusal: string | null }) => {
  const translate = useTranslate();
  const { errors, isSubmitted } = useFormState();
  const keys = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, errorKey(error?.message)]),
  );
  const summary = isSubmitted && Object.keys(keys).length > 0 ? summaryCode(keys) : null;
  const message = summary && summary !== 'request.invalid' ? `errors.${summary}` : refusal;
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} role="alert">
      {translate(message)}
    </Alert>
  );
};

/** Keeps what is typed, so that a change of language does not lose it. */
const KeepDraft = ({ save }: { save: (values: FieldValues) => void }) => {
  const { watch } = useFormContext();
  useEffect(() => {
    const subscription = watch(save);
    return () => subscription.unsubscribe();
  }, [save, watch]);
  return null;
};

interface AccountFormProps extends Omit<FormProps, 'onSubmit' | 'children'> {
  /** Sends the form; a refusal it throws is shown above the fields and on them. */
  readonly onSubmit: (values: FieldValues) => Promise<void>;
  /**
   * What to say when the call got no answer of the API's (the network, or the server failing):
   * the form's own words ("an error occurred during connection"), not a refusal's.
   */
  readonly unreachable?: string;
  readonly children: ReactNode;
}

/** The call never reached the API, or the server failed: no refusal of the request itself. */
const unanswered = (error: unknown) => !(error instanceof ApiFailure) || error.status >= 500;

/**
 * The account forms: checked by the API's own rules in the user's language (not the
 * browser's), refusals shown in one line, and what was typed kept when the language changes.
 */
export const AccountForm = ({
  children,
  defaultValues,
  onSubmit,
  unreachable,
  ...props
}: AccountFormProps) => {
  const draft = usePageDraft();
  const [refusal, setRefusal] = usePageMemory<string | null>('refusal', null);
  // Read once: react-admin resets a form whose default values change.
  const [initialValues] = useState<FieldValues | undefined>(
    () => draft.initial ?? (defaultValues as FieldValues | undefined),
  );
  const submit = async (values: FieldValues) => {
    setRefusal(null);
    try {
      await onSubmit(values);
      draft.clear();
      return undefined;
    } catch (error) {
      if (unreachable && unanswered(error)) {
        setRefusal(unreachable);
        return undefined;
      }
      const { message, fields } = describeFailure(error);
      setRefusal(message);
      return fields;
    }
  };
  return (
    <Form
      noValidate
      disableInvalidFormNotification
      defaultValues={initialValues}
      onSubmit={submit}
      {...props}
    >
      <FormAlert refusal={refusal} />
      <KeepDraft save={draft.save} />
      {children}
    </Form>
  );
};
