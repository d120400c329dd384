// The device picker (a district's assets searched on the server), used by the ticket dialogs and by
// "Report damage" on an onsite visit. Its own feature so both can use it without a cycle.

export { AssetPicker } from './asset-picker';
