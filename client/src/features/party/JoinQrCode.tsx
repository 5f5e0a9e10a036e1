import { useLingui } from '@lingui/react/macro';
import { encode } from 'uqr';
import './locales';

/**
 * A link as a QR code (a room's join link, a published game's share link), drawn here as one SVG path (uqr encodes
 * it; no outside service sees the link). Only the chunks that show one load it. Dark on white with a quiet zone, as
 * phone cameras read best.
 */
export function JoinQrCode({ url, label }: { url: string; label?: string }) {
  const { t } = useLingui();
  const { data, size } = encode(url, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x},${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className="party-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={`${label ?? t`QR code of the join link`}, ${url}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
