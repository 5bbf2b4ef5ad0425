export { TagPanel, type TagPanelProps } from './TagPanel';
export { TagPicker, type TagPickerProps } from './TagPicker';
export { TagChips, type TagChipsProps } from './TagChips';
export { tagTone } from './tagTone';
export { tagColors, type TagColor, type TagOption } from './types';
