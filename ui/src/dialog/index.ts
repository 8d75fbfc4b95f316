export {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogTrigger,
  type DialogActionsProps,
  type DialogContentProps,
  type DialogProps,
} from './Dialog';
