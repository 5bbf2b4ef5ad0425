import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'flat', 'warn', 'icon'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonProps extends AriaButtonProps {
  /** primary: the main action; secondary: outlined; flat: text only; warn: destructive; icon: square, for an icon alone (give it an aria-label). */
  variant?: ButtonVariant;
  size?: ButtonVariants['size'];
}

/** A button on react-aria: press, keyboard and focus handling come from react-aria; `isPending` keeps it focusable but inert. */
export function Button({ variant = 'primary', size = 'medium', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [button({ variant, size }), custom].filter(Boolean).join(' '),
      )}
    />
  );
}
