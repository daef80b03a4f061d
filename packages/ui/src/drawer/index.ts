export {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  type DrawerProps,
  type DrawerSide,
  DrawerTitle,
  DrawerTrigger,
} from './drawer';
