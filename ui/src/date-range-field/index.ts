export {
  DateRangeField,
  isDateRangeValid,
  type DateRangeFieldProps,
  type DateRangeValue,
} from './DateRangeField';
