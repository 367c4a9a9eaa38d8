import type { ComponentProps } from 'react';
import { buttonClass, type ButtonVariant } from './button-class';

// ComponentProps, not the bare attributes: a `ref` passes through to the button (React 19).
export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
};

export function Button({ className, variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
