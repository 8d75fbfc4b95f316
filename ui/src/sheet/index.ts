export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetTrigger,
  type SheetContentProps,
  type SheetProps,
} from './Sheet';
