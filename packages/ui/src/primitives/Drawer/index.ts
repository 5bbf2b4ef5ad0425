export { Drawer, drawerSides, type DrawerProps, type DrawerSide } from './Drawer';
