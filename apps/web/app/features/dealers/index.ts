export { DealerBranchPage } from './components/dealer-branch-page';
export { DealerDirectoryPage } from './components/dealer-directory-page';
export { DealerListPage } from './components/dealer-list-page';
export { DealerPage } from './components/dealer-page';
export { ReviewSeal } from './components/review-seal';
export { reviewSummaryQuery } from './queries';
