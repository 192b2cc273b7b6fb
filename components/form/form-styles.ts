import styles from './Form.module.css';

/**
 * The form kit's class names, in a module that is not 'use client': a server component that reads a
 * value from a client module gets a client reference, not the object, so `formStyles.primary` there was
 * undefined and the button fell back to the browser's grey (rule in lib/quality/client-imports.test.ts).
 */
export const formStyles = styles;
