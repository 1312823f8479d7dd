export {
  type CampaignActionData,
  type CampaignEditData,
  type CampaignListData,
  campaignAction,
  loadCampaignEdit,
  loadCampaignList,
} from './campaigns-page.server';
