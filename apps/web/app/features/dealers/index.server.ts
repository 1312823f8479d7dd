export { dealerBranchHead, dealerHead, dealerListHead } from './dealer-seo.server';
export { loadDealer, loadDealerBranch, loadDealerList } from './dealers.server';
