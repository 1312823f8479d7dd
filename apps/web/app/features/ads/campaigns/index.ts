/** The back office's campaigns (issue #17): list with phases and figures, and the campaign form. */
export { CampaignEditPage } from './components/campaign-edit-page';
export { CampaignsListPage } from './components/campaigns-list-page';
export { CAMPAIGNS_PATH, campaignPath } from './campaigns-paths.constant';
