import type { ComponentProps } from 'react';
import { buttonClass, type ButtonVariant } from './button-class';

// ComponentProps, not only the attributes: a caller may hold the button by `ref` (to move focus).
export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
};

export function Button({ className, variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
