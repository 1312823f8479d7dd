export { MediaLibraryPage } from './components/media-library-page';
export { MediaPicker, type MediaPickerProps } from './components/media-picker';
export { MediaThumbnail } from './components/media-thumbnail';
export { MEDIA_LIBRARY_ALIAS_PATH, MEDIA_LIBRARY_PATH } from './media-paths.constant';
