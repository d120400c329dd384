import { fitText, LABEL_PLANS, LABEL_STOCKS, type LabelLayout, type TextSlot } from '@domain/labels';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The QR modules of a text (the qrcode library loads with the first preview). */
async function qrModules(text: string): Promise<{ size: number; dark: (r: number, c: number) => boolean }> {
  const mod = await import('qrcode');
  const qr = (mod.default ?? mod).create(text, { errorCorrectionLevel: 'M' });
  return { size: qr.modules.size, dark: (r, c) => qr.modules.get(r, c) === 1 };
}

let canvas: CanvasRenderingContext2D | null | undefined;
/** The width of a text in Helvetica (Arial where it is missing), as the PDF measures it. */
function measure(bold: boolean) {
  return (text: string, size: number) => {
    canvas ??= document.createElement('canvas').getContext('2d');
    if (!canvas) return text.length * size * 0.6;
    canvas.font = `${bold ? 'bold ' : ''}${size}px Helvetica, Arial, sans-serif`;
    return canvas.measureText(text).width;
  };
}

function SlotText({ slot, value }: { slot: TextSlot; value: string }) {
  if (!value) return null;
  const fit = fitText(value, slot.width, slot.size, measure(slot.bold === true));
  return (
    <text
      x={slot.x}
      y={slot.y + slot.height / 2}
      dominantBaseline="central"
      fontFamily="Helvetica, Arial, sans-serif"
      fontWeight={slot.bold ? 700 : 400}
      fontSize={fit.size}
      fill="#000"
    >
      {fit.text}
    </text>
  );
}

interface LabelPreviewProps {
  layout: LabelLayout;
  tag: string;
  district: string;
  line: string;
  url: string;
}

/**
 * One label drawn from the same plan as the PDF, at its real proportions: the QR code is real; the
 * barcode is a sketch of where the Code 128 goes (the server draws the real one).
 */
export function LabelPreview({ layout, tag, district, line, url }: LabelPreviewProps) {
  const { t } = useTranslation('labels');
  const stock = LABEL_STOCKS[layout];
  const plan = LABEL_PLANS[layout];
  const [qr, setQr] = useState<Awaited<ReturnType<typeof qrModules>> | null>(null);
  useEffect(() => {
    let live = true;
    qrModules(url).then(
      (m) => live && setQr(m),
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [url]);

  const { width, height } = stock.label;
  // The QR code's dark modules as one path (two modules of quiet zone inside its box, as printed).
  let qrPath = '';
  if (qr) {
    const quiet = 2;
    const m = plan.qr.width / (qr.size + 2 * quiet);
    for (let r = 0; r < qr.size; r++)
      for (let c = 0; c < qr.size; c++)
        if (qr.dark(r, c))
          qrPath += `M${plan.qr.x + (quiet + c) * m} ${plan.qr.y + (quiet + r) * m}h${m + 0.05}v${m + 0.05}h${-(m + 0.05)}z`;
  }
  // A sketch of the barcode's place: bars from the tag's characters (the server draws the real Code 128).
  let barPath = '';
  const bar = plan.barcode;
  if (bar) {
    const chars = Array.from(tag.padEnd(12, '0'));
    const step = (bar.width * 0.9) / chars.length;
    chars.forEach((ch, i) => {
      const x0 = bar.x + bar.width * 0.05 + i * step;
      for (let k = 0; k < 3; k++) {
        const w = (step / 3) * (((ch.charCodeAt(0) >> k) & 1) + 1) * 0.4;
        barPath += `M${x0 + (k * step) / 3} ${bar.y}h${w}v${bar.height}h${-w}z`;
      }
    });
  }
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg
        role="img"
        aria-label={
          line ? t('preview.labelWithLine', { tag, district, line }) : t('preview.label', { tag, district })
        }
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-[360px] rounded-md border border-border bg-white shadow-sm"
      >
        {qrPath && <path d={qrPath} fill="#000" />}
        {barPath && <path d={barPath} fill="#000" aria-hidden />}
        <SlotText slot={plan.district} value={district} />
        <SlotText slot={plan.tag} value={tag} />
        <SlotText slot={plan.line} value={line} />
      </svg>
      <figcaption className="text-xs text-muted-fg">
        {stock.title}
        {plan.barcode ? '' : t('preview.noBarcode')}
      </figcaption>
    </figure>
  );
}
