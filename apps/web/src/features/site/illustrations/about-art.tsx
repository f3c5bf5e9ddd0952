/** About illustration: a studio desk with sketches, a laptop and a plant, in brand colours. */
export function AboutArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 380" className={className} aria-hidden focusable="false">
      <rect x="0" y="0" width="480" height="380" rx="32" fill="#fef3c7" />
      <circle cx="380" cy="90" r="54" fill="#fde68a" />
      <rect x="40" y="270" width="400" height="16" rx="8" fill="#0f172a" />
      <rect x="70" y="286" width="14" height="70" fill="#1e293b" />
      <rect x="396" y="286" width="14" height="70" fill="#1e293b" />
      <rect x="150" y="150" width="190" height="120" rx="12" fill="#0f172a" />
      <rect x="162" y="162" width="166" height="96" rx="6" fill="#f8fafc" />
      <rect x="176" y="178" width="70" height="10" rx="5" fill="#f59e0b" />
      <rect x="176" y="196" width="120" height="6" rx="3" fill="#94a3b8" />
      <rect x="176" y="208" width="100" height="6" rx="3" fill="#94a3b8" />
      <rect x="176" y="226" width="50" height="20" rx="10" fill="#0f172a" />
      <circle cx="298" cy="226" r="18" fill="#e0f2fe" />
      <path
        d="m290 226 6 6 10-12"
        stroke="#0284c7"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="130" y="262" width="230" height="8" rx="4" fill="#334155" />
      <g transform="rotate(-8 80 190)">
        <rect x="54" y="136" width="78" height="100" rx="6" fill="#ffffff" />
        <path d="M66 200 84 168 100 190 110 178 122 200Z" fill="#f59e0b" />
        <rect x="66" y="210" width="44" height="6" rx="3" fill="#cbd5e1" />
        <rect x="66" y="150" width="30" height="6" rx="3" fill="#0f172a" />
      </g>
      <rect x="372" y="214" width="40" height="56" rx="6" fill="#b45309" />
      <path
        d="M392 214c-26-20-30-56-16-70 10 16 16 40 16 70Zm0 0c18-26 40-34 54-30-8 16-28 28-54 30Zm0 0c-6-30 2-60 18-72 6 20 0 50-18 72Z"
        fill="#059669"
      />
      <circle cx="70" cy="70" r="10" fill="#0284c7" />
      <circle cx="110" cy="50" r="6" fill="#f59e0b" />
      <path d="M230 70h60M260 40v60" stroke="#0f172a" strokeWidth="6" strokeLinecap="round" opacity="0.12" />
    </svg>
  );
}
