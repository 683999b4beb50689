import { FormControl, FormHelperText, FormLabel, LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useInput, useTranslate, type InputProps } from 'react-admin';

const QuillEditor = lazy(() => import('./QuillEditor'));

/** A rich-text field; the server keeps only the formats the editor's toolbar offers. */
export const RichTextInput = (props: InputProps & { label: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput(props);
  const label = translate(props.label);
  const error = fieldState.error?.message;
  return (
    <FormControl
      fullWidth
      error={Boolean(error)}
      margin="dense"
      sx={{ '.ql-editor': { minHeight: 180 } }}
    >
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <Suspense fallback={<LinearProgress />}>
        <QuillEditor
          value={(field.value as string | null) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
        />
      </Suspense>
      {error && <FormHelperText>{translate(error)}</FormHelperText>}
    </FormControl>
  );
};
