/**
 * The DRM key system the players ask stream rights for: the provider's streams (and the demo
 * provider's test streams) are protected with ClearKey (spec point 7: `drm.type` `clearkey`).
 */
export const CLEARKEY_KEY_SYSTEM = 'org.w3.clearkey';
