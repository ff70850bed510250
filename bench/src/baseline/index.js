// The whole baseline "library": its three elements.
export * from './lit-button.js';
export * from './lit-slider.js';
export * from './lit-tooltip.js';
