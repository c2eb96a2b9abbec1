// Channels (spec: gates/channels): the host's fixed tokens that link plates and gates, and the
// neutral shape marker each one is drawn with. The token list comes from the pack schema (its
// single source); the markers are presentation data derived from the token, never authored.
import packSchema from '../../schemas/pack.schema.json' with { type: 'json' };
import type { Channel } from '../types/pack.js';

export type { Channel };

/** Every channel token, in the schema's order. */
export const CHANNELS: readonly Channel[] = packSchema.$defs.channel.enum as Channel[];

/**
 * The marker of each channel: a shape drawn in the foreground colour, never a property colour
 * (a pink or blue gate would read as DEFEAT or SINK). Typed on the generated union, so a new
 * token without a marker does not compile.
 */
export const CHANNEL_MARKERS: Readonly<Record<Channel, string>> = {
  triangle: '▲',
  circle: '●',
  square: '■',
  diamond: '◆',
};

/** Whether a value is one of the fixed channel tokens. */
export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

/** The marker a host draws on a plate or gate of this channel. */
export function channelMarker(channel: Channel): string {
  return CHANNEL_MARKERS[channel];
}
