export { IconsView, ICON_PARAM } from './IconsView';
export { iconsKeys, iconSetQueryOptions, useIconSet } from './api/icons';
export { ICON_SET_IDS, ICON_SIZES, filterIcons } from './sets';
