/** A hosted playback before its code has arrived: nothing plays (commands are kept by the host). */
export const IDLE = { active: false, channelId: null, loginRequired: false, stop: () => undefined } as const;
