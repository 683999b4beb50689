import { Button as MuiButton } from '@mui/material';
import type { ElementType } from 'react';
import { useTranslate, type ButtonProps } from 'react-admin';

/**
 * react-admin's button, always with its words. Theirs turns into a bare icon on a phone, which
 * leaves an organizer guessing what ✓, ✗ or € do in a list; ours wraps with the row instead.
 * `label` is a message key or text; the icon comes as the child, on the left unless
 * `alignIcon="right"`.
 */
export const Button = <C extends ElementType = 'button'>({
  label,
  children,
  alignIcon = 'left',
  size = 'small',
  ...rest
}: ButtonProps<C>) => {
  const translate = useTranslate();
  const words = typeof label === 'string' ? translate(label, { _: label }) : label;
  return (
    <MuiButton
      size={size}
      startIcon={alignIcon === 'left' ? children : undefined}
      endIcon={alignIcon === 'right' ? children : undefined}
      {...rest}
    >
      {words}
    </MuiButton>
  );
};
