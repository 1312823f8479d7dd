export * from './ad.constant.js';
export * from './slot-choice.util.js';
export * from './campaign-targeting.util.js';
export * from './advert-frame.util.js';
