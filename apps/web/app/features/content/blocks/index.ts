/** Content blocks (issue #16): the editable texts of fixed pages, their display and back-office screen. */
export { RichBlock } from './components/rich-block';
export { ContentBlocksContext } from './content-blocks.context';
export { useContentBlock } from './hooks/use-content-block';
export { BlocksPage } from './components/blocks-page';
