import { useEffect } from 'react';
import {
  Form as AdminForm,
  SimpleForm as AdminSimpleForm,
  type FormProps,
  type SimpleFormProps,
} from 'react-admin';
import { useFormState } from 'react-hook-form';

/** The first field the form refuses, in the order the page shows them. */
function firstRefusedField(): HTMLElement | null {
  const refused = document.querySelector<HTMLElement>(
    'form [aria-invalid="true"], form .Mui-error',
  );
  return refused?.closest<HTMLElement>('.MuiFormControl-root, .MuiFormGroup-root') ?? refused;
}

/**
 * After a refused submit, brings the first refused field to the middle of the screen with its
 * message under it, and puts the focus in it: the toast alone ("the form is not valid") leaves
 * a parent looking for a field below the fold.
 */
const FirstRefusalInView = () => {
  const { submitCount, isSubmitSuccessful } = useFormState();
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    // The messages render with the submit's state: look once the page has drawn them.
    const frame = requestAnimationFrame(() => {
      const field = firstRefusedField();
      if (!field) return;
      field.scrollIntoView({ block: 'center' });
      const input = field.matches('input, textarea, [role="combobox"]')
        ? field
        : field.querySelector<HTMLElement>(
            'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, [role="combobox"]',
          );
      input?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [submitCount, isSubmitSuccessful]);
  return null;
};

/**
 * react-admin's `Form`, which shows the first refused field after a refused submit. The
 * browser's own checks are off: its bubbles speak the browser's language, not the product's, and
 * the form's schema says the same in the reader's language.
 */
export const Form = ({ children, ...props }: FormProps) => (
  <AdminForm noValidate {...props}>
    <FirstRefusalInView />
    {children}
  </AdminForm>
);

/** react-admin's `SimpleForm`, with the same two differences as `Form`. */
export const SimpleForm = ({ children, ...props }: SimpleFormProps) => (
  <AdminSimpleForm noValidate {...props}>
    <FirstRefusalInView />
    {children}
  </AdminSimpleForm>
);
