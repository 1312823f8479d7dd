/** The back office's ad slots (issue #17): the list, the slot form and its preview for a site and postal code. */
export { SlotEditPage } from './components/slot-edit-page';
export { SlotsListPage } from './components/slots-list-page';
export { SLOTS_PATH, slotPath } from './slots-paths.constant';
