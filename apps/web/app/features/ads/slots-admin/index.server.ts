export {
  type SlotActionData,
  type SlotEditData,
  type SlotListData,
  loadSlotEdit,
  loadSlotList,
  slotAction,
} from './slots-page.server';
