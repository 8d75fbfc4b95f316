export { Select, type SelectChoice, type SelectProps } from './Select';
