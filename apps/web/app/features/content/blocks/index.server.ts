export { loadSiteContentBlocks } from './content-blocks.server';
export { type BlocksActionResult, blocksAction, loadBlocksPage } from './blocks-page.server';
