export { Masonry, type MasonryProps } from './Masonry';
export { MASONRY_ROW_PX } from './Masonry.css';
