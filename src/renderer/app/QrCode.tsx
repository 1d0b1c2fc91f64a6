import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { useT } from '../i18n/index.js';

/** A QR code drawn locally as one SVG path (no network, no image). */
export function QrCode({ text, size = 160 }: { text: string; size?: number }) {
  const t = useT();
  const { d, n } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    let path = '';
    for (let r = 0; r < count; r++) for (let c = 0; c < count; c++) if (qr.isDark(r, c)) path += `M${c + 2} ${r + 2}h1v1h-1z`;
    return { d: path, n: count + 4 };
  }, [text]);
  return (
    <svg className="qr" width={size} height={size} viewBox={`0 0 ${n} ${n}`} role="img" aria-label={t('qr.label', { text })} shapeRendering="crispEdges">
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#1d1a16" />
    </svg>
  );
}
