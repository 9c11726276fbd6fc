/**
 * Small drawings beside a page's title, inline so they cost no request; decorative, hence hidden from
 * assistive technology. Colours come from the text colour and the brand palette, so both themes work.
 */
export function Illustration({ kind }: { kind: 'atm' | 'phone' | 'shop' }) {
  return (
    <svg viewBox="0 0 160 160" width="160" height="160" aria-hidden="true" focusable="false" className="text-slate-300 dark:text-slate-700">
      <circle cx="80" cy="80" r="76" className="fill-brand-100 dark:fill-slate-800" />
      {kind === 'atm' && (
        <g>
          <rect x="48" y="30" width="64" height="104" rx="8" className="fill-slate-700 dark:fill-slate-300" />
          <rect x="56" y="40" width="48" height="32" rx="3" className="fill-brand-400" />
          <rect x="60" y="82" width="40" height="6" rx="3" fill="currentColor" />
          <rect x="66" y="100" width="28" height="22" rx="2" className="fill-emerald-500" />
          <BitcoinMark x={80} y={62} size={18} />
        </g>
      )}
      {kind === 'phone' && (
        <g>
          <rect x="52" y="22" width="56" height="116" rx="10" className="fill-slate-700 dark:fill-slate-300" />
          <rect x="58" y="34" width="44" height="88" rx="4" className="fill-white dark:fill-slate-900" />
          <circle cx="80" cy="64" r="14" className="fill-brand-500" />
          <BitcoinMark x={80} y={70} size={16} />
          <rect x="64" y="88" width="32" height="5" rx="2.5" fill="currentColor" />
          <rect x="64" y="99" width="24" height="5" rx="2.5" fill="currentColor" />
        </g>
      )}
      {kind === 'shop' && (
        <g>
          <rect x="28" y="62" width="104" height="70" rx="4" className="fill-slate-700 dark:fill-slate-300" />
          <path d="M22 62 L36 34 H124 L138 62 Z" className="fill-brand-500" />
          <rect x="40" y="78" width="36" height="54" rx="2" className="fill-white dark:fill-slate-900" />
          <rect x="88" y="74" width="30" height="48" rx="4" className="fill-brand-400" />
          <BitcoinMark x={103} y={104} size={16} />
        </g>
      )}
    </svg>
  );
}

/** The bitcoin sign drawn as a B with its two strokes: the ₿ character is missing from many system fonts. */
function BitcoinMark({ x, y, size }: { x: number; y: number; size: number }) {
  const stroke = size / 8;
  return (
    <g className="fill-white">
      <text x={x} y={y} textAnchor="middle" fontSize={size} fontWeight="700" fontFamily="Arial, sans-serif">
        B
      </text>
      {[-size / 6, size / 12].map((dx) => (
        <g key={dx}>
          <rect x={x + dx} y={y - size * 0.92} width={stroke} height={size * 0.2} />
          <rect x={x + dx} y={y - size * 0.02} width={stroke} height={size * 0.2} />
        </g>
      ))}
    </g>
  );
}
