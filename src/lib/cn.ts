import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge: our primitives never receive a class that fights their
 * own, and it would cost ~8 KB gzip for nothing.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
