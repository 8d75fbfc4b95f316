export { Toaster, type ToasterProps } from './Toaster';
export {
  toast,
  type ToastApi,
  type ToastMessage,
  type ToastOptions,
  type ToastPosition,
  type ToastPromiseMessages,
  type ToastType,
} from './toast';
