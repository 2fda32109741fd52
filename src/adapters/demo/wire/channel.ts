import type { Channel } from '../../../domain/guide/channel';
import type { ChannelFigures } from '../../../ports/guide.port';

/** One channel as channels/ and portal/fast/ send it. */
export function channelToWire(channel: Channel) {
  return {
    id: channel.id,
    name: channel.name,
    language: channel.language,
    number: channel.number,
    live_url: channel.liveUrl,
    replay_url: channel.replayUrl,
    archive_url: channel.archiveUrl,
    playable: channel.playable,
    startoverable: channel.startoverable,
    recordable: channel.recordable,
    castable: channel.castable,
    encrypted: channel.encrypted,
    pad_in: channel.padIn,
    pad_out: channel.padOut,
    replayable_hours: channel.replayableHours,
    is_accurate: channel.isAccurate,
    image: { dark: channel.logo, light: channel.logo },
  };
}

/** channels/playtime/ (`seconds`) and audience/live/ (`viewers`). */
export function figuresToWire(figures: ChannelFigures, field: 'seconds' | 'viewers') {
  return { channels: [...figures].map(([channelId, value]) => ({ channel_id: channelId, [field]: value })) };
}
