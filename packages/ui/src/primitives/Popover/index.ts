export { Popover, PopoverTrigger, type PopoverProps, type PopoverTriggerProps } from './Popover';
