/**
 * What a multipath controller is designed to take at a bottleneck it shares with a TCP flow, for a
 * verdict on a scenario where nothing competes with it (no friendliness factor or Jain's index to
 * measure). Only kinds without gain parameters are named, so the design holds at any setting; the
 * fluid model's numbers are those of docs/controllers.md (paper 001's shared bottleneck).
 */

/** Kinds that take more than one TCP share where their subflows meet TCP at one bottleneck, and how much. */
export const MORE_THAN_ONE_SHARE: Readonly<Record<string, string>> = {
  uncoupled: 'takes one TCP share per subflow',
  tcp: 'takes one TCP share per subflow',
  mhip: 'takes about √n TCP shares for n subflows',
};

/** Kinds designed to take no more than one TCP share at a shared bottleneck (RFC 6356's goal). */
export const ONE_SHARE: ReadonlySet<string> = new Set(['lia', 'olia', 'mcc-coop']);
