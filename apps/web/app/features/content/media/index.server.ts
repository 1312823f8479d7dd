export {
  type MediaActionData,
  type MediaLibraryData,
  loadMediaLibrary,
  loadMediaPickerImages,
  mediaLibraryAction,
} from './media-library.server';
