export { DsDismissEvent } from './ds-dismiss.js';
export { DsFinishEvent } from './ds-finish.js';
export { DsFullscreenChangeEvent, type DsFullscreenChangeEventDetail } from './ds-fullscreen-change.js';
export { DsHideEvent, type DsHideEventDetail, type DsHideReason } from './ds-hide.js';
export { DsShowEvent, type DsShowEventDetail } from './ds-show.js';
export { DsSelectEvent, type DsSelectEventDetail } from './ds-select.js';
export { DsTabShowEvent, type DsTabShowEventDetail } from './ds-tab-show.js';
export { DsToggleEvent, type DsToggleEventDetail, type DsToggleReason } from './ds-toggle.js';
