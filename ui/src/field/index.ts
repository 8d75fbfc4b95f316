export { Field, type FieldOwnProps } from './Field';
