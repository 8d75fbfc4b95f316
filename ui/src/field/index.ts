export { Field, splitFieldProps, type FieldOwnProps } from './Field';
