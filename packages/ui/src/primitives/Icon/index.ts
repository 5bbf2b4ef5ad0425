export { Icon, iconSizes, type IconProps, type IconSize } from './Icon';
