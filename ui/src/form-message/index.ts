export {
  FieldError,
  FormMessage,
  type FieldErrorProps,
  type FormMessageProps,
} from './FormMessage';
