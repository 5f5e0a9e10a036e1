const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ALL_DIGITS = /^\d+$/;

// GAME-RULES "Brand selection": the first label of a host with two or more labels. Bare names, IP addresses and
// malformed hosts select nothing. Shared by server and client, so it accepts a Host header or location.host.
export function brandLabelFromHost(host: string | undefined | null): string | null {
  if (!host) return null;
  const normalized = host.trim().toLowerCase();
  const hostname = normalized.replace(/:\d*$/, '').replace(/\.$/, '');
  // A colon left over means an IPv6 address (bracketed or not) or a malformed port.
  if (hostname.includes(':')) return null;

  const labels = hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label))) return null;
  // No top-level domain is all digits, so this catches IPv4 in any dotted form.
  if (ALL_DIGITS.test(labels[labels.length - 1])) return null;
  return labels[0];
}
