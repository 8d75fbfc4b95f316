export { Toaster, type ToasterProps } from './Toaster';
export {
  createToastApi,
  defaultToastStore,
  toast,
  type ToastApi,
  type ToastPromiseMessages,
} from './toast';
export {
  createToastStore,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type Toast,
  type ToastOptions,
  type ToastPosition,
  type ToastStore,
  type ToastType,
} from './toastStore';
