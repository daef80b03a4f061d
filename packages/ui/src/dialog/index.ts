export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  type DialogProps,
  type DialogSize,
  DialogTitle,
  DialogTrigger,
  ModalContent,
  type ModalContentProps,
} from './dialog';
