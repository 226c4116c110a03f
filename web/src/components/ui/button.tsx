import type { ButtonHTMLAttributes, ReactNode } from 'react';

const variants = {
  primary: 'bg-navy-800 text-white hover:bg-navy-700 shadow-sm',
  accent: 'bg-teal-700 text-white hover:bg-teal-800 shadow-sm',
  secondary: 'bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  danger: 'bg-red-600 text-white hover:bg-red-700 shadow-sm',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-9 w-9 justify-center',
} as const;

type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md'): string {
  return `inline-flex items-center justify-center rounded-lg font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-500 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  children: ReactNode;
}

export function Button({ variant, size, className = '', type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={`${buttonClasses(variant, size)} ${className}`} {...rest}>
      {children}
    </button>
  );
}
