export {
  loadSupportLead,
  loadSupportLeads,
  supportLeadAction,
  supportLeadsExportFile,
} from './support-leads.server';
