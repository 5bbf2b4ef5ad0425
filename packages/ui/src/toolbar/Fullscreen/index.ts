export { Fullscreen } from './Fullscreen';
export { FULLSCREEN_FAILED, FULLSCREEN_UNAVAILABLE, toggleFullscreen, type FullscreenDocument } from './fullscreen';
